import type { PlacedOrder } from '../../../contract/checkout/checkout.schema';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import { OPTION_MESSAGES as M } from '../../../contract/checkout/options.messages';
import { isPacked, packingText } from '../../../contract/checkout/options.model';

/** The complete page's のし・ギフト包装 and accessories of the placed order (nothing when none). */
export default function PlacedOptions({ order }: { order: PlacedOrder }) {
  const packings = (order.packings ?? []).filter(isPacked);
  const accessories = order.accessories ?? [];
  if (packings.length === 0 && accessories.length === 0) return null;
  return (
    <section className="checkout-section" aria-labelledby="placed-options-title">
      <h2 id="placed-options-title">{M.packingTitle}</h2>
      <ul className="checkout-lines">
        {accessories.map((a) => (
          <li key={`${a.parent_name}-${a.name}`}>
            {UI.parentAccessory(a.parent_name, a.name, a.quantity)}
          </li>
        ))}
        {packings.map((p) => (
          <li key={p.shipping_key}>{packingText(p)}</li>
        ))}
      </ul>
    </section>
  );
}
