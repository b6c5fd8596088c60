import { type TotalsRow, taxBreakdownText } from '../../../contract/cart/cart.model';
import type { Cart } from '../../../contract/cart/cart.schema';
import { formatYen } from '../../../contract/shared/money';

type Props = { rows: TotalsRow[]; taxes: Cart['detail']['order']['amount_by_tax_rate'] };

/** An order's totals lines and the per-rate tax breakdown, as the cart and checkout show them. */
export default function TotalsList({ rows, taxes }: Props) {
  return (
    <>
      <dl>
        {rows.map((row) => (
          <div key={row.label} className={row.sum ? 'cart-totals__total' : undefined}>
            <dt>{row.label}</dt>
            <dd>
              {row.minus ? '−' : ''}
              {formatYen(row.amount)}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="cart-totals__tax">
        {taxes.map((row) => (
          <li key={row.rate}>{taxBreakdownText(row.rate, row.amount_with_tax, row.tax)}</li>
        ))}
      </ul>
    </>
  );
}
