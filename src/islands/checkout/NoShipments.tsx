import { SHIPMENT_UI as SU } from '../../../contract/checkout/shipments.messages';
import CartEmpty from '../cart/CartEmpty';

/** What the shipment screens show when the cart has no shipment yet: a way back to the first one. */
export default function NoShipments() {
  return (
    <CartEmpty
      message={SU.noShipments}
      href="/cart/shipping-select/"
      action={SU.toShippingSelect}
    />
  );
}
