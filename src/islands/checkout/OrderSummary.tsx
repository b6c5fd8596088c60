import { taxBreakdownText } from '../../lib/cart/cart.model';
import type { Cart } from '../../lib/cart/cart.schema';
import { CHECKOUT_UI as UI } from '../../lib/checkout/checkout-screens.messages';
import { OPTION_MESSAGES } from '../../lib/checkout/options.messages';
import { formatYen } from '../../lib/shared/money';

/** Totals of the order, everything 税込, with the per-rate tax breakdown. */
export default function OrderSummary({ order }: { order: Cart['detail']['order'] }) {
  // total_payment = goods (税込) − discount + carriage + fee, so the goods line is derived from it.
  const packingFee = order.packing_fee ?? 0;
  const goodsWithTax =
    order.total_payment -
    order.total_carriage -
    (order.payment_fee ?? 0) +
    order.total_discount -
    packingFee;
  return (
    <section className="cart-totals" aria-label={UI.total}>
      <dl>
        <div>
          <dt>{UI.goodsTotal}</dt>
          <dd>{formatYen(goodsWithTax)}</dd>
        </div>
        {packingFee > 0 && (
          <div>
            <dt>{OPTION_MESSAGES.packingLine}</dt>
            <dd>{formatYen(packingFee)}</dd>
          </div>
        )}
        <div>
          <dt>{UI.carriage}</dt>
          <dd>{formatYen(order.total_carriage)}</dd>
        </div>
        {(order.payment_fee ?? 0) > 0 && (
          <div>
            <dt>{UI.fee}</dt>
            <dd>{formatYen(order.payment_fee ?? 0)}</dd>
          </div>
        )}
        {(order.coupon_discount ?? 0) > 0 && (
          <div>
            <dt>{UI.discount}</dt>
            <dd>−{formatYen(order.coupon_discount ?? 0)}</dd>
          </div>
        )}
        {(order.point_discount ?? 0) > 0 && (
          <div>
            <dt>{UI.pointUse}</dt>
            <dd>−{formatYen(order.point_discount ?? 0)}</dd>
          </div>
        )}
        <div className="cart-totals__total">
          <dt>{UI.total}</dt>
          <dd>{formatYen(order.total_payment)}</dd>
        </div>
      </dl>
      <ul className="cart-totals__tax">
        {order.amount_by_tax_rate.map((row) => (
          <li key={row.rate}>{taxBreakdownText(row.rate, row.amount_with_tax, row.tax)}</li>
        ))}
      </ul>
      <p className="cart-totals__note">{UI.taxNote}</p>
    </section>
  );
}
