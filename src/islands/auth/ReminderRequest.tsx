import { type FormEvent, useState } from 'react';
import { ACCOUNT_LABELS, REMINDER_MESSAGES as M } from '../../../contract/account/account.messages';
import { AUTH_MESSAGES } from '../../../contract/auth/auth.messages';
import { requestReminder } from '../../lib/account/account-actions.store';
import InfoMessage from '../content/InfoMessage';
import { BotNotice } from '../shared/BotNotice';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import Field from './Field';

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
          {M.sent(M.what[kind])}
        </p>
        {kind === 'password' && <InfoMessage code="reminder-complete" />}
        <a className="btn btn--ghost btn--block" href="/login/">
          {AUTH_MESSAGES.toLogin}
        </a>
      </div>
    );
  }
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p>{M.lead(M.what[kind])}</p>
      <ErrorAlert text={message} />
      <Field
        name="email"
        label={ACCOUNT_LABELS.email}
        type="email"
        value={email}
        onChange={setEmail}
        errors={errors}
        autoComplete="email"
        required
      />
      <Button type="submit" className="btn btn--block">
        {M.send}
      </Button>
      <BotNotice />
    </form>
  );
}
