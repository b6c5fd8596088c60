import { CART_MESSAGES } from '../../../contract/cart/cart.messages';
import { cartTotalsRows } from '../../../contract/cart/cart.model';
import type { Cart } from '../../../contract/cart/cart.schema';
import { downloadQuotation } from '../../lib/checkout/checkout.store';
import AcceptedPayments from './AcceptedPayments';
import TotalsList from './TotalsList';

/** Order totals 税込 with the per-rate tax breakdown, and the way to checkout. */
export default function CartTotals({ order }: { order: Cart['detail']['order'] }) {
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="visually-hidden">
        {CART_MESSAGES.totalsTitle}
      </h2>
      <TotalsList rows={cartTotalsRows(order)} taxes={order.amount_by_tax_rate} />
      <p className="cart-totals__note">{CART_MESSAGES.shippingNote}</p>
      <a className="btn btn--accent btn--block" href="/cart/shipping-select/">
        {CART_MESSAGES.toCheckout}
      </a>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        onClick={() => void downloadQuotation()}
      >
        {CART_MESSAGES.quotation}
      </button>
      {/* Under the buttons: the methods arrive by a call of their own, and a line appearing above
          レジに進む would move it under a shopper's thumb (and a test's click) as it lands. */}
      <AcceptedPayments />
    </section>
  );
}
