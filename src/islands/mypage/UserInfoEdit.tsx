import { type FormEvent, useEffect, useState } from 'react';
import {
  ACCOUNT_MESSAGES,
  LEAVE_MESSAGES,
  USER_FORM_MESSAGES as M,
  PASSWORD_FORM_MESSAGES,
  PROFILE_MESSAGES,
} from '../../../contract/account/account.messages';
import type { FormLayout } from '../../../contract/account/form-layout.schema';
import { loadMe } from '../../lib/account/account.store';
import { saveProfile } from '../../lib/account/account-actions.store';
import {
  checkForm,
  type FormErrors,
  type FormValues,
  initialValues,
} from '../../lib/account/account-form';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { flash } from '../../lib/shared/flash.store';
import Field from '../auth/Field';
import UserFormFields from '../auth/UserFormFields';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';

/** /mypage/user_info/edit/: the user form filled with the member's data (user name not sent). */
export default function UserInfoEdit(props: { layout: FormLayout; settings: GuardSettings }) {
  const ready = useGuard('login-only', props.settings);
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (ready) loadMe().then((me) => setValues(initialValues(props.layout, me)));
  }, [ready, props.layout]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const checked = checkForm(props.layout, 'edit', values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage(M.checkErrors);
      return;
    }
    const result = await saveProfile(checked.body);
    if (result.ok) {
      flash(PROFILE_MESSAGES.saved, '/mypage/user_info/');
      window.location.assign('/mypage/user_info/');
      return;
    }
    setErrors(result.errors);
    setMessage(result.message);
  }

  if (!ready || !values) return <Loading text={ACCOUNT_MESSAGES.loading} />;
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <ErrorAlert text={message} />
      <UserFormFields
        layout={props.layout}
        mode="edit"
        values={values}
        errors={errors}
        onChange={(patch) => setValues((v) => ({ ...(v ?? {}), ...patch }))}
      />
      {values.answer ? (
        <Field
          name="current_password"
          label={PASSWORD_FORM_MESSAGES.currentPassword}
          type="password"
          value={values.current_password ?? ''}
          onChange={(next) => setValues((v) => ({ ...(v ?? {}), current_password: next }))}
          errors={errors.current_password}
          hint={LEAVE_MESSAGES.answerPasswordHint}
          autoComplete="current-password"
          required
        />
      ) : null}
      <Button type="submit" className="btn btn--block">
        {M.save}
      </Button>
      <a className="btn btn--ghost btn--block" href="/mypage/user_info/">
        {M.back}
      </a>
    </form>
  );
}
