import { deliveryLine } from '../../../contract/checkout/checkout.model';
import type { PlacedOrder } from '../../../contract/checkout/checkout.schema';
import { SHIPMENT_UI as SU } from '../../../contract/checkout/shipments.messages';
import { formatYen } from '../../../contract/shared/money';
import GiftNote from '../social-gift/GiftNote';
import AddressBlock from './AddressBlock';
import './shipments.css';
import { CART_MESSAGES } from '../../../contract/cart/cart.messages';

/** The complete page's shipments when the order has several: address (or the gift note), delivery and items of each. */
export default function PlacedShipments({ order }: { order: PlacedOrder }) {
  const shipments = order.shippings ?? [];
  if (shipments.length < 2) return null;
  return (
    <>
      {shipments.map((s) => {
        const a = s.address;
        return (
          <section key={s.key} className="checkout-section" aria-label={s.label}>
            <h2>{s.label}</h2>
            {a && <AddressBlock address={a} />}
            {s.is_social_gift ? <GiftNote placed /> : <p>{deliveryLine(s)}</p>}
            <ul className="shipment-lines" aria-label={SU.items}>
              {s.lines.map((l) => (
                <li key={`${l.name}-${l.variant_name}`}>
                  {CART_MESSAGES.lineCount(
                    CART_MESSAGES.lineName(l.name, l.variant_name),
                    l.quantity,
                  )}
                </li>
              ))}
            </ul>
            {s.carriage !== null && <p>{SU.carriage(formatYen(s.carriage))}</p>}
          </section>
        );
      })}
    </>
  );
}
