import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import type { CardInput } from '../../lib/cards/sandbox-pay-client';
import Field from './Field';

type Props = { value: CardInput; onChange(next: CardInput): void; errors: Record<string, string> };

const F = UI.cardFields;
const FIELDS = [
  ['ccNumber', F.number.label, 'cc-number', 'numeric', F.number.hint],
  ['ccExpiration', F.exp.label, 'off', 'numeric', F.exp.hint],
  ['securityCode', F.cvc.label, 'cc-csc', 'numeric', F.cvc.hint],
  ['ccName', F.name.label, 'cc-name', 'text', F.name.hint],
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
