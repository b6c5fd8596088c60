import { OPTION_MESSAGES as M } from '../../../contract/checkout/options.messages';
import type { PackingChoice } from '../../../contract/checkout/options.model';
import {
  NOSHI_NAME_MAX,
  NOSHI_TYPES,
  WRAPPINGS,
} from '../../../contract/checkout/packing-constants';
import { formatYen } from '../../../contract/shared/money';
import { useHydrated } from '../shared/useHydrated';
import Field from './Field';
import '../cart/cart-options.css';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';

type Props = {
  /** Makes ids and radio names unique when several shipments each have the section. */
  idPrefix?: string;
  /** The section's title (のし・ギフト包装 unless given). */
  title?: string;
  value: PackingChoice;
  onChange(next: PackingChoice): void;
  errors: Record<string, string[]>;
};

/** The shipping step's のし・ギフト包装 section: wrapping, のし type and the name on the のし. */
export default function PackingFields({ idPrefix = '', title, value, onChange, errors }: Props) {
  const hydrated = useHydrated();
  return (
    <fieldset className="checkout-packing">
      <legend>{title ?? M.packingTitle}</legend>
      <fieldset className="checkout-choice">
        <legend>{M.packingWrapping}</legend>
        <div className="form-choice">
          {WRAPPINGS.map((w) => (
            <label key={w.key}>
              <input
                type="radio"
                name={`${idPrefix}wrapping`}
                disabled={!hydrated}
                checked={value.wrapping === w.key}
                onChange={() => onChange({ ...value, wrapping: w.key })}
              />
              {w.fee > 0 ? UI.withFee(w.label, M.packingFee(formatYen(w.feeWithTax))) : w.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-row">
        <Field id={`${idPrefix}noshi`} label={M.packingNoshi} error={errors.noshi}>
          {(aria) => (
            <select
              {...aria}
              disabled={!hydrated}
              value={value.noshi}
              onChange={(e) =>
                onChange({
                  ...value,
                  noshi: e.target.value,
                  noshi_name: e.target.value === 'none' ? '' : value.noshi_name,
                })
              }
            >
              {NOSHI_TYPES.map((n) => (
                <option key={n.key} value={n.key}>
                  {n.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${idPrefix}noshi_name`} label={M.packingNoshiName} error={errors.noshi_name}>
          {(aria) => (
            <input
              {...aria}
              type="text"
              className="form-field__input"
              maxLength={NOSHI_NAME_MAX + 10}
              disabled={!hydrated || value.noshi === 'none'}
              value={value.noshi_name}
              onChange={(e) => onChange({ ...value, noshi_name: e.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
