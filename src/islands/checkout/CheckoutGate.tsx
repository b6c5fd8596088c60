import type { ReactNode } from 'react';
import type { Cart } from '../../../contract/cart/cart.schema';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import CartEmpty from '../cart/CartEmpty';
import Loading from '../shared/Loading';

/** Shows a loading note or the empty-cart message until the cart has products. */
export default function CheckoutGate({
  cart,
  children,
}: {
  cart: Cart | null | undefined;
  children: (cart: Cart) => ReactNode;
}) {
  if (cart === undefined) return <Loading text={UI.loading} />;
  if (!cart || cart.detail.products.length === 0) {
    return <CartEmpty message={UI.emptyCart} href="/cart/" action={UI.backToCart} />;
  }
  return <>{children(cart)}</>;
}
