import { CART_MESSAGES } from '../../lib/cart/cart.messages';
import { taxBreakdownText } from '../../lib/cart/cart.model';
import type { Cart } from '../../lib/cart/cart.schema';
import { downloadQuotation } from '../../lib/checkout/checkout.store';
import { formatYen } from '../../lib/shared/money';

/** Order totals 税込 with the per-rate tax breakdown, and the way to checkout. */
export default function CartTotals({ order }: { order: Cart['detail']['order'] }) {
  // total_product is tax-excluded; the shopper sees goods 税込, so add the tax rounded per rate.
  const productsWithTax = order.total_product + order.total_tax;
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="visually-hidden">
        {CART_MESSAGES.totalsTitle}
      </h2>
      <dl>
        <div>
          <dt>{CART_MESSAGES.productTotal}</dt>
          <dd>{formatYen(productsWithTax)}</dd>
        </div>
        {order.total_carriage > 0 && (
          <div>
            <dt>{CART_MESSAGES.carriage}</dt>
            <dd>{formatYen(order.total_carriage)}</dd>
          </div>
        )}
        {order.total_discount > 0 && (
          <div>
            <dt>{CART_MESSAGES.discount}</dt>
            <dd>−{formatYen(order.total_discount)}</dd>
          </div>
        )}
        <div className="cart-totals__total">
          <dt>{CART_MESSAGES.total}</dt>
          <dd>{formatYen(order.total_payment)}</dd>
        </div>
      </dl>
      <ul className="cart-totals__tax">
        {order.amount_by_tax_rate.map((row) => (
          <li key={row.rate}>{taxBreakdownText(row.rate, row.amount_with_tax, row.tax)}</li>
        ))}
      </ul>
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
    </section>
  );
}
