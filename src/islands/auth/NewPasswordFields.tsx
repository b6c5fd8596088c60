import { PASSWORD_FORM_MESSAGES as M } from '../../../contract/account/account.messages';
import { FIELD_MESSAGES } from '../../../contract/shared/fields.messages';
import type { FormErrors } from '../../lib/account/account-form';
import Field from './Field';

/** The values the new-password pair edits. */
export type NewPassword = { password: string; password_confirmation: string };

/** The new password and its confirmation, as the reset and change forms both ask for them. */
export default function NewPasswordFields(props: {
  values: NewPassword;
  errors: FormErrors;
  onChange(name: keyof NewPassword, value: string): void;
}) {
  const { values, errors, onChange } = props;
  return (
    <>
      <Field
        name="password"
        label={M.newPassword}
        type="password"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        errors={errors.password}
        hint={FIELD_MESSAGES.passwordHint}
        autoComplete="new-password"
        required
      />
      <Field
        name="password_confirmation"
        label={M.newPasswordConfirmation}
        type="password"
        value={values.password_confirmation}
        onChange={(value) => onChange('password_confirmation', value)}
        errors={errors.password_confirmation}
        autoComplete="new-password"
        required
      />
    </>
  );
}
