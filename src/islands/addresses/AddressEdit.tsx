import {
  ADDRESS_LABELS as L,
  ADDRESS_MESSAGES as M,
} from '../../../contract/addresses/addresses.messages';
import { ADDRESS_FORM_PREFIX } from '../../lib/addresses/addresses.model';
import { addressEditor as editor } from '../../lib/addresses/addresses.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import AddressFields from '../checkout/AddressFields';
import Field from '../checkout/Field';
import Button from '../shared/Button';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';
import { useRecordEditor } from '../shared/useRecordEditor';

/** /mypage/address/add/ and /mypage/address/{key}/edit/: the address form (postal autofill, kana). */
export default function AddressEdit({
  settings,
  mode,
}: {
  settings: GuardSettings;
  mode: 'add' | 'edit';
}) {
  const { step, form: values, errors, message, busy } = useRecordEditor(editor, settings, mode);
  if (step === 'waiting') return <Loading text={M.loading} />;
  return (
    <form
      className="account-form address-form"
      onSubmit={(event) => {
        event.preventDefault();
        void editor.submit();
      }}
      noValidate
    >
      <ErrorAlert text={message} />
      {values && (
        <>
          <Field
            id="address-name"
            label={L.name}
            hint={M.registeredNameHint}
            error={errors['address.name']}
          >
            {(aria) => (
              <input
                {...aria}
                className="form-field__input"
                value={values.name}
                onChange={(e) => editor.edit({ name: e.target.value })}
              />
            )}
          </Field>
          <AddressFields
            prefix={ADDRESS_FORM_PREFIX}
            value={{ ...values, email: '' }}
            onChange={({ email: _email, ...next }) => editor.edit(next)}
            errors={errors}
            onEdit={editor.clearError}
          />
          <div className="form-actions">
            <a className="btn btn--ghost" href="/mypage/address/">
              {M.back}
            </a>
            <Button type="submit" className="btn btn--primary" disabled={busy}>
              {M.save}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
