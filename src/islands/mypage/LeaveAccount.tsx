import { type FormEvent, useState } from 'react';
import {
  ACCOUNT_MESSAGES,
  LEAVE_MESSAGES as M,
  PASSWORD_FORM_MESSAGES,
} from '../../../contract/account/account.messages';
import { leaveShop } from '../../lib/account/account-actions.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import Field from '../auth/Field';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';

/** /mypage/leave/: explains what is erased, asks for agreement and the password again. */
export default function LeaveAccount({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const [agreed, setAgreed] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [state, setState] = useState<'form' | 'done'>('form');
  const [message, setMessage] = useState<string | null>(null);

  async function leave(event: FormEvent) {
    event.preventDefault();
    const result = await leaveShop(password);
    if (result.ok) {
      setState('done');
      return;
    }
    setErrors(result.errors);
    setMessage(result.message);
  }

  if (state === 'done') {
    return (
      <div className="account-panel">
        <p className="message message--success" role="status">
          {M.done}
        </p>
        <a className="btn btn--block" href="/">
          {M.toTop}
        </a>
      </div>
    );
  }
  if (!ready) return <Loading text={M.checking} />;
  return (
    <form className="account-panel" onSubmit={leave} noValidate>
      <ErrorAlert text={message} />
      <p>{M.intro}</p>
      <ul>
        {M.erased.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{M.ordersKept}</p>
      <label className="form-choice">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
        {M.agree}
      </label>
      <Field
        name="current_password"
        label={PASSWORD_FORM_MESSAGES.currentPassword}
        type="password"
        value={password}
        onChange={setPassword}
        errors={errors.current_password}
        hint={M.passwordHint}
        autoComplete="current-password"
        required
      />
      <Button type="submit" className="btn btn--block" disabled={!agreed}>
        {M.leave}
      </Button>
      <a className="btn btn--ghost btn--block" href="/ec/">
        {ACCOUNT_MESSAGES.backToHome}
      </a>
    </form>
  );
}
