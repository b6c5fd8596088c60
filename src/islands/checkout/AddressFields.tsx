import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { CHECKOUT_MESSAGES as M } from '../../../contract/checkout/checkout.messages';
import {
  type AddressForm,
  mergePostalAnswer,
  normaliseAddress,
} from '../../../contract/checkout/checkout.model';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import { $prefectures, loadPrefectures, lookupPostal } from '../../lib/postal/postal.store';
import Field from './Field';

type Props = {
  prefix: string;
  value: AddressForm;
  onChange(next: AddressForm): void;
  errors: Record<string, string[]>;
  /** Called with a field's error key when the shopper edits it, so stale errors go away. */
  onEdit?(errorKey: string): void;
  withEmail?: boolean;
};

const TEXT_FIELDS = [
  ['city', M.city, true, 'address-level2'],
  ['address1', M.address1, true, 'address-line1'],
  ['address2', M.address2, false, 'address-line2'],
] as const;

/** Input types by autocomplete token; the rest are text. */
const INPUT_TYPES: Record<string, string> = { tel: 'tel', email: 'email' };

/** Name, kana, postal code (fills the address), prefecture, city, block, building, phone (and e-mail). */
export default function AddressFields({
  prefix,
  value,
  onChange,
  errors,
  onEdit,
  withEmail,
}: Props) {
  const set = (key: keyof AddressForm, v: string) => {
    onEdit?.(`${prefix}.${key}`);
    onChange({ ...value, [key]: v });
  };
  const err = (key: string) => errors[`${prefix}.${key}`];
  const prefectures = useStore($prefectures);
  useEffect(() => {
    void loadPrefectures();
  }, []);
  const id = (key: string) => `${prefix}-${key}`;
  const tidy = () => onChange(normaliseAddress(value));
  // The lookup answers after more typing may have happened; merge into the newest values.
  const latest = useRef(value);
  latest.current = value;

  async function fillFromPostal(raw: string) {
    const digits = normaliseAddress({ postal_code: raw }).postal_code?.replace(/\D/g, '') ?? '';
    if (digits.length !== 7) return;
    const before = latest.current;
    const found = await lookupPostal(digits);
    if (found) onChange(mergePostalAnswer(before, latest.current, found));
  }

  const input = (
    key: keyof AddressForm,
    label: string,
    required: boolean,
    auto: string,
    hint?: string,
  ) => (
    <Field id={id(key)} label={label} required={required} hint={hint} error={err(key)}>
      {(aria) => (
        <input
          {...aria}
          className="form-field__input"
          // Phones show the digit pad for the phone number and the @ keyboard for the e-mail.
          type={INPUT_TYPES[auto] ?? 'text'}
          autoComplete={auto}
          value={value[key]}
          onChange={(e) => set(key, e.target.value)}
          onBlur={tidy}
        />
      )}
    </Field>
  );

  return (
    <>
      <div className="form-row">
        {input('last_name', M.lastName, true, 'family-name')}
        {input('first_name', M.firstName, true, 'given-name')}
      </div>
      <div className="form-row">
        {input('last_name_kana', M.lastNameKana, true, 'off')}
        {input('first_name_kana', M.firstNameKana, true, 'off')}
      </div>
      <Field
        id={id('postal_code')}
        label={M.postalCodeLabel}
        required
        hint={UI.postalHint}
        error={err('postal_code')}
      >
        {(aria) => (
          <input
            {...aria}
            className="form-field__input checkout-postal"
            inputMode="numeric"
            autoComplete="postal-code"
            value={value.postal_code}
            onChange={(e) => {
              set('postal_code', e.target.value);
              void fillFromPostal(e.target.value);
            }}
            onBlur={tidy}
          />
        )}
      </Field>
      <Field id={id('prefecture')} label={M.prefectureLabel} required error={err('prefecture')}>
        {(aria) => (
          <select
            {...aria}
            autoComplete="address-level1"
            value={value.prefecture}
            onChange={(e) => set('prefecture', e.target.value)}
          >
            <option value="">{M.prefecture}</option>
            {prefectures.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        )}
      </Field>
      {TEXT_FIELDS.map(([key, label, required, auto]) => (
        <div key={key}>{input(key, label, required, auto)}</div>
      ))}
      {input('phone_number', M.phoneLabel, true, 'tel', UI.phoneHint)}
      {withEmail && input('email', M.emailLabel, true, 'email')}
    </>
  );
}
