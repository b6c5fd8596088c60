import type { CartLine } from '../../../contract/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../contract/checkout/options.messages';
import { isPacked, packingText } from '../../../contract/checkout/options.model';
import type { CartPacking } from '../../../contract/checkout/options.schema';
import { formatYen } from '../../../contract/shared/money';
import '../cart/cart-options.css';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import { PUNCTUATION } from '../../../contract/shared/common.messages';

/** The packing of one shipment, if any. */
export default function PackingSummary({
  packings,
  shippingKey,
}: {
  packings: CartPacking[] | undefined;
  shippingKey: string | undefined;
}) {
  const p = packings?.find((x) => x.shipping_key === shippingKey);
  if (!p || !isPacked(p)) return null;
  return (
    <p className="checkout-packing-summary">
      <strong>{M.packingTitle}</strong>
      {`${PUNCTUATION.colon}${packingText(p)}`}
    </p>
  );
}

/** The accessories under a line on the confirm page (e.g. ＋ ギフト包装・のし × 2 ¥440). */
export function AccessoryNote({ line }: { line: CartLine }) {
  if (!line.accessories?.length) return null;
  return (
    <>
      {line.accessories.map((a) => (
        <small key={a.product_id} className="checkout-lines__accessory">
          {UI.accessoryLine(a.product_name, a.quantity, formatYen(a.amount_with_tax), a.tax_rate)}
        </small>
      ))}
    </>
  );
}
