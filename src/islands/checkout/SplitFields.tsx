import { CART_MESSAGES } from '../../../contract/cart/cart.messages';
import type { Cart } from '../../../contract/cart/cart.schema';
import {
  SHIPMENT_MESSAGES as S,
  SHIPMENT_UI as SU,
} from '../../../contract/checkout/shipments.messages';
import type { SplitForm } from '../../lib/checkout/shipments.model';

/** 0, 1, ... max. */
const upTo = (max: number) => [...Array(max + 1).keys()];

type Props = {
  cart: Cart;
  value: SplitForm;
  onChange(next: SplitForm): void;
  /** Per line key: quantity still to place (positive) or placed too many (negative). */
  gaps: Record<string, number>;
  disabled?: boolean;
};

/** Each cart line with one quantity choice per shipment; a line that does not add up says so. */
export default function SplitFields({ cart, value, onChange, gaps, disabled }: Props) {
  const shipments = cart.detail.shippings;
  return (
    <div className="shipment-split">
      {cart.detail.products.map((line) => {
        const name = CART_MESSAGES.lineName(line.product_name, line.variant_name);
        const gap = gaps[line.key] ?? 0;
        return (
          <div key={line.key} className="shipment-split__line">
            <p className="shipment-split__name">
              <span>{name}</span>
              <span className="shipment-split__total">{SU.lineTotal(line.quantity)}</span>
            </p>
            <div className="shipment-split__parts">
              {shipments.map((s, i) => (
                <label key={s.key} className="shipment-split__part">
                  <span>{S.label(String(i + 1))}</span>
                  <select
                    aria-label={SU.quantityOf(name, S.label(String(i + 1)))}
                    aria-invalid={gap !== 0}
                    disabled={disabled}
                    value={value[line.key]?.[s.key] ?? 0}
                    onChange={(e) =>
                      onChange({
                        ...value,
                        [line.key]: { ...value[line.key], [s.key]: Number(e.target.value) },
                      })
                    }
                  >
                    {upTo(line.quantity).map((n) => (
                      <option key={n} value={n}>
                        {SU.unitCount(n)}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
            {gap !== 0 && (
              <p className="form-field__error" role="status">
                {gap > 0 ? SU.gapLeft(gap) : SU.gapOver(-gap)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
