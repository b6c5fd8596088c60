import { type FormEvent, useState } from 'react';
import { requestReminder } from '../../lib/account/account.actions';
import Button from '../shared/Button';
import Field from './Field';

const WHAT = { password: 'パスワード', username: 'ユーザー名' } as const;

/** /reminder/ and /reminder/username/: asks for the address; the reply never says if it exists. */
export default function ReminderRequest({ kind }: { kind: 'password' | 'username' }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await requestReminder(email.trim(), kind);
    if (result.ok) setSent(true);
    else {
      setErrors(result.errors.email);
      setMessage(result.errors.email ? null : result.message);
    }
  }

  if (sent) {
    return (
      <div className="account-panel">
        <p className="message message--success" role="status">
          ご入力のメールアドレスが登録されている場合は、{WHAT[kind]}
          再設定のご案内をお送りしました。メール内のリンクは30分間有効です。
        </p>
        <a className="btn btn--ghost btn--block" href="/login/">
          ログイン画面へ
        </a>
      </div>
    );
  }
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p>
        ご登録のメールアドレスを入力してください。{WHAT[kind]}
        を再設定するためのリンクをお送りします。
      </p>
      {message && (
        <p className="message message--error" role="alert">
          {message}
        </p>
      )}
      <Field
        name="email"
        label="メールアドレス"
        type="email"
        value={email}
        onChange={setEmail}
        errors={errors}
        autoComplete="email"
        required
      />
      <Button type="submit" className="btn btn--block">
        送信する
      </Button>
    </form>
  );
}
