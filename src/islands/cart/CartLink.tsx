import { useEffect } from 'react';
import { CART_CORE_MESSAGES } from '../../../contract/cart/cart-core.messages';
import { $savedCartCount, CART_COOKIE, shownCartCount } from '../../lib/cart/cart-count.store';
import { checkSession } from '../../lib/session/session.store';
import { browserCookies } from '../../lib/shared/cookies';
import { useHydratedStore } from '../shared/useHydratedStore';

/**
 * Header link to the cart; its accessible name carries the item count. It shows the count the cart
 * store saves (the store keeps it current), so the store itself loads only when the browser holds a
 * cart: a guest without one does not fetch the cart calls on every page.
 */
export default function CartLink() {
  const saved = useHydratedStore($savedCartCount, () => 0);
  // `saved &&`: the build renders 0 without reading cookies.
  const count = saved && shownCartCount(saved);
  useEffect(() => {
    checkSession().finally(() => {
      if (!browserCookies.get(CART_COOKIE)) return;
      void import('../../lib/cart/cart.store').then((store) => store.loadCartIfAny());
    });
  }, []);
  const label = CART_CORE_MESSAGES.cartLinkLabel(count);
  return (
    <a className="cart-link" href="/cart/" aria-label={label}>
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className="cart-link__text">{CART_CORE_MESSAGES.cartLinkText}</span>
      <span className="cart-link__count" aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
