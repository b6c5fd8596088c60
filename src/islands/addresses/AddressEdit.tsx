import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { ADDRESS_LABELS as L, ADDRESS_MESSAGES as M } from '../../lib/addresses/addresses.messages';
import {
  type AddressFormValues,
  addressIdFromPath,
  bodyOf,
  EMPTY_ADDRESS_FORM,
  formFieldOf,
  formOf,
} from '../../lib/addresses/addresses.model';
import { UserAddressBodySchema } from '../../lib/addresses/addresses.schema';
import { loadAddress, saveAddress } from '../../lib/addresses/addresses.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { flash } from '../../lib/shared/flash.store';
import { useGuard } from '../auth/useGuard';
import AddressFields from '../checkout/AddressFields';
import Field from '../checkout/Field';
import Button from '../shared/Button';

const PREFIX = 'address';
type Errors = Record<string, string[]>;

/** Field errors of the shared schema, keyed like the checkout fields (`address.last_name`). */
function check(values: AddressFormValues): Errors {
  const parsed = v.safeParse(UserAddressBodySchema, bodyOf(values));
  if (parsed.success) return {};
  return prefixed(v.flatten(parsed.issues).nested ?? {});
}

/** Errors of the body's fields (`shipping_last_name`) under the form's keys (`address.last_name`). */
const prefixed = (errors: Record<string, string[] | undefined>): Errors =>
  Object.fromEntries(
    Object.entries(errors).map(([k, list]) => [`${PREFIX}.${formFieldOf(k)}`, list ?? []]),
  );

/** /mypage/address/add/ and /mypage/address/{key}/edit/: the address form (postal autofill, kana). */
export default function AddressEdit({
  settings,
  mode,
}: {
  settings: GuardSettings;
  mode: 'add' | 'edit';
}) {
  const ready = useGuard('login-only', settings);
  const [id, setId] = useState<number | null>(null);
  const [values, setValues] = useState<AddressFormValues | null>(
    mode === 'add' ? EMPTY_ADDRESS_FORM : null,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!ready || mode === 'add') return;
    const found = addressIdFromPath(window.location.pathname);
    if (found === null) return setMessage(M.notFound);
    setId(found);
    loadAddress(found).then((a) => (a ? setValues(formOf(a)) : setMessage(M.notFound)));
  }, [ready, mode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const local = check(values);
    if (Object.keys(local).length) {
      setErrors(local);
      setMessage(M.formError);
      return;
    }
    setBusy(true);
    const result = await saveAddress(id, values);
    setBusy(false);
    if (result.ok) {
      flash(result.message, '/mypage/address/');
      window.location.assign('/mypage/address/');
      return;
    }
    setErrors(prefixed(result.errors));
    setMessage(result.message);
  }

  if (!ready || (!values && !message)) return <p aria-busy="true">{M.loading}</p>;
  return (
    <form className="account-form address-form" onSubmit={submit} noValidate>
      {message && (
        <p className="message message--error" role="alert">
          {message}
        </p>
      )}
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
                onChange={(e) => setValues({ ...values, name: e.target.value })}
              />
            )}
          </Field>
          <AddressFields
            prefix={PREFIX}
            value={{ ...values, email: '' }}
            onChange={({ email: _email, ...next }) =>
              setValues((before) => ({ ...(before ?? values), ...next }))
            }
            errors={errors}
            onEdit={(key) => setErrors(({ [key]: _gone, ...rest }) => rest)}
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
