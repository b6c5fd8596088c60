import type { CardInput } from '../../lib/payment/sandbox-pay-client';
import Field from './Field';

type Props = { value: CardInput; onChange(next: CardInput): void; errors: Record<string, string> };

const FIELDS = [
  ['number', 'カード番号', 'cc-number', 'numeric', '半角数字（スペースなし可）'],
  ['exp', '有効期限（MM/YY）', 'cc-exp', 'numeric', '例 12/30'],
  ['cvc', 'セキュリティコード', 'cc-csc', 'numeric', 'カード裏面の3桁または4桁'],
  ['name', 'カード名義', 'cc-name', 'text', '例 HANAKO YAMADA'],
] as const;

/** Card number, expiry, code and name; sent only to the card provider for a token. */
export default function CardFields({ value, onChange, errors }: Props) {
  return (
    <div className="checkout-card">
      {FIELDS.map(([key, label, auto, mode, hint]) => (
        <Field
          key={key}
          id={`card-${key}`}
          label={label}
          required
          hint={hint}
          error={errors[key] ? [errors[key]] : undefined}
        >
          {(aria) => (
            <input
              {...aria}
              className="form-field__input"
              autoComplete={auto}
              inputMode={mode}
              value={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.target.value })}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
