import type { ReactNode } from 'react';
import type { Cart } from '../../../contract/cart/cart.schema';
import { deliveryLine } from '../../../contract/checkout/checkout.model';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import {
  SHIPMENT_MESSAGES as S,
  SHIPMENT_UI as SU,
} from '../../../contract/checkout/shipments.messages';
import { formatYen } from '../../../contract/shared/money';
import GiftNote from '../social-gift/GiftNote';
import AddressBlock from './AddressBlock';
import './shipments.css';
import { CART_MESSAGES } from '../../../contract/cart/cart.messages';

/** The confirm page's shipments when there are several: each with its address, items and carriage. */
export default function ShipmentsConfirm({
  cart,
  children,
}: {
  cart: Cart;
  /** Anything shown per shipment after its carriage (e.g. its gift wrapping). */
  children?: (shippingKey: string) => ReactNode;
}) {
  const names = new Map(
    cart.detail.products.map((l) => [
      l.key,
      CART_MESSAGES.lineName(l.product_name, l.variant_name),
    ]),
  );
  const shipments = cart.detail.shippings.filter((s) => (s.products ?? []).length > 0);
  return (
    <>
      {shipments.map((s, i) => {
        const a = s.address;
        const label = S.label(String(i + 1));
        return (
          <section key={s.key} className="checkout-section" aria-label={label}>
            <div className="checkout-section__head">
              <h2>{label}</h2>
              <a href="/cart/shipping-detail/">{UI.change}</a>
            </div>
            {a && <AddressBlock address={a} withKana />}
            {/* A gift's recipient gives the address and the date after the order. */}
            {s.social_gift ? (
              <GiftNote message={s.social_gift.message} />
            ) : (
              <p>{deliveryLine(s)}</p>
            )}
            <ul className="shipment-lines" aria-label={SU.items}>
              {(s.products ?? []).map((p) => (
                <li key={p.key}>{`${names.get(p.key) ?? ''} × ${p.quantity}`}</li>
              ))}
            </ul>
            <p>{SU.carriage(formatYen(s.carriage ?? 0))}</p>
            {children?.(s.key)}
          </section>
        );
      })}
    </>
  );
}
