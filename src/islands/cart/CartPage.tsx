import { useEffect, useState } from 'react';
import { CART_MESSAGES } from '../../../contract/cart/cart.messages';
import { $cart, openCartPage } from '../../lib/cart/cart.store';
import { loadCartOffers } from '../../lib/checkout/options.store';
import { type Flash, takeFlash } from '../../lib/shared/flash.store';
import ErrorAlert from '../shared/ErrorAlert';
import Loading from '../shared/Loading';
import { useHydratedStore } from '../shared/useHydratedStore';
import CartEmpty from './CartEmpty';
import CartLineItem from './CartLineItem';
import CartTotals from './CartTotals';

/** The cart screen: lines, totals with the per-rate tax breakdown, レジに進む. */
export default function CartPage() {
  const cart = useHydratedStore($cart);
  const [flash, setFlash] = useState<Flash | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [offersRead, setOffersRead] = useState(false);

  useEffect(() => {
    setFlash(takeFlash());
    // The lines wait for their accessory offers: offers landing after the lines would push the
    // totals and レジに進む down the screen under a shopper's thumb.
    void openCartPage()
      .then(loadCartOffers)
      .finally(() => setOffersRead(true));
  }, []);

  if (cart === undefined || !offersRead) return <Loading text={CART_MESSAGES.loading} />;
  const lines = cart?.detail.products ?? [];
  return (
    <div className="cart">
      {flash && (
        <p
          className={`message message--${flash.type === 'negative' ? 'error' : 'success'}`}
          role="status"
        >
          {flash.message}
        </p>
      )}
      <ErrorAlert text={message} />
      {lines.length === 0 || !cart ? (
        <CartEmpty
          message={CART_MESSAGES.emptyCart}
          href="/product/"
          action={CART_MESSAGES.continueShopping}
        />
      ) : (
        <div className="cart__layout">
          <ul className="cart__lines" aria-label={CART_MESSAGES.linesLabel}>
            {lines.map((line) => (
              <CartLineItem key={line.key} line={line} onError={setMessage} />
            ))}
          </ul>
          <CartTotals order={cart.detail.order} />
        </div>
      )}
    </div>
  );
}
