import type { Cart } from '../../../contract/cart/cart.schema';
import { checkoutTotalsRows } from '../../../contract/checkout/checkout.model';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import TotalsList from '../cart/TotalsList';

/** Totals of the order, everything 税込, with the per-rate tax breakdown. */
export default function OrderSummary({ order }: { order: Cart['detail']['order'] }) {
  return (
    <section className="cart-totals" aria-label={UI.total}>
      <TotalsList rows={checkoutTotalsRows(order)} taxes={order.amount_by_tax_rate} />
      <p className="cart-totals__note">{UI.taxNote}</p>
    </section>
  );
}
