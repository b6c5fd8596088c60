import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { PASSWORD_FORM_MESSAGES as M } from '../../../contract/account/account.messages';
import { formErrors, passwordChangeSchema } from '../../../contract/account/user-form.schema';
import { changePassword } from '../../lib/account/account-actions.store';
import type { FormErrors } from '../../lib/account/account-form';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { $sessionWarning, clearSessionWarning } from '../../lib/session/warning.store';
import Field from '../auth/Field';
import NewPasswordFields from '../auth/NewPasswordFields';
import SessionWarning from '../auth/SessionWarning';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';
import Loading from '../shared/Loading';

/** /mypage/password/: current + new password; the server's message is shown on error. */
export default function PasswordChange({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const [values, setValues] = useState({
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((x) => ({ ...x, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = v.safeParse(passwordChangeSchema(), values, { abortPipeEarly: true });
    if (!checked.success) {
      setErrors(formErrors(checked.issues));
      return;
    }
    const result = await changePassword(checked.output);
    if (result.ok) {
      setErrors({});
      setValues({ current_password: '', password: '', password_confirmation: '' });
      setNote({ ok: true, text: M.changed });
      if ($sessionWarning.get() === 'password-expired') clearSessionWarning();
    } else {
      setErrors(result.errors);
      setNote({ ok: false, text: result.message });
    }
  }

  if (!ready) return <Loading text={M.checking} />;
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <SessionWarning />
      {note && (
        <p
          className={`message ${note.ok ? 'message--success' : 'message--error'}`}
          role={note.ok ? 'status' : 'alert'}
        >
          {note.text}
        </p>
      )}
      <Field
        name="current_password"
        label={M.currentPassword}
        type="password"
        value={values.current_password}
        onChange={set('current_password')}
        errors={errors.current_password}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        values={values}
        errors={errors}
        onChange={(name, value) => set(name)(value)}
      />
      <Button type="submit" className="btn btn--block">
        {M.change}
      </Button>
    </form>
  );
}
