import { SHIPMENT_UI as SU } from '../../lib/checkout/shipments.messages';

/** What the shipment screens show when the cart has no shipment yet: a way back to the first one. */
export default function NoShipments() {
  return (
    <div className="cart__empty">
      <p>{SU.noShipments}</p>
      <a className="btn" href="/cart/shipping-select/">
        {SU.toShippingSelect}
      </a>
    </div>
  );
}
