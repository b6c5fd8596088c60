import { formatPostalCode } from '../../../contract/checkout/checkout.model';
import { ORDER_MESSAGES as M, POINT_MESSAGES as P } from '../../../contract/orders/orders.messages';
import type { OrderDetail } from '../../../contract/orders/orders.schema';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { formatYen } from '../../../contract/shared/money';
import { formatDate } from '../../lib/orders/orders.model';
import { buyAgain } from '../../lib/orders/orders.store';
import { mediaUrl } from '../../lib/shared/media';
import Button from '../shared/Button';

type Line = OrderDetail['lines'][number];

/** One ordered line: picture and name linking to the product, price, and its own buy again. */
function OrderLine({ line, busy }: { line: Line; busy: boolean }) {
  const label = `${line.name}${PUNCTUATION.paren(line.variant_name)}`;
  const href = line.product_key ? `/product/${line.product_key}/` : null;
  return (
    <li className="order-line">
      {line.image_path && (
        <img
          className="order-line__image"
          src={mediaUrl(line.image_path)}
          alt=""
          width="64"
          height="64"
        />
      )}
      <span className="order-line__name">{href ? <a href={href}>{label}</a> : label}</span>
      <span className="order-line__qty">
        {formatYen(line.unit_price_with_tax)} × {line.quantity}
      </span>
      <span className="order-line__amount">{formatYen(line.amount_with_tax)}</span>
      {line.accessories.map((a) => (
        <span key={a.name} className="order-line__accessory">
          {M.accessory(a.name, a.quantity)} {formatYen(a.amount_with_tax)}
        </span>
      ))}
      {line.variant_id !== null && (
        <Button
          className="btn btn--ghost btn--small order-line__again"
          aria-label={M.buyAgainLine(label)}
          disabled={busy}
          onClick={() => buyAgain([line.id])}
        >
          {M.buyAgain}
        </Button>
      )}
    </li>
  );
}

/** An order's lines (with accessories), のし and wrapping, shipments and totals. */
export default function OrderContents({ order, busy }: { order: OrderDetail; busy: boolean }) {
  const t = order.totals;
  const rows: [string, string][] = [
    [M.goodsTotal, formatYen(t.goods_with_tax)],
    ...(t.packing_fee > 0 ? [[M.packing, formatYen(t.packing_fee)] as [string, string]] : []),
    [M.carriage, formatYen(t.carriage)],
    ...(t.payment_fee > 0 ? [[M.paymentFee, formatYen(t.payment_fee)] as [string, string]] : []),
    ...(t.coupon_discount > 0
      ? [[M.couponDiscount, `−${formatYen(t.coupon_discount)}`] as [string, string]]
      : []),
    ...(t.point_discount > 0
      ? [[M.pointDiscount, `−${formatYen(t.point_discount)}`] as [string, string]]
      : []),
  ];
  return (
    <>
      <section className="order-section" aria-labelledby="order-lines">
        <h2 id="order-lines" className="order-section__title">
          {M.lines}
        </h2>
        <ul className="order-lines">
          {order.lines.map((l) => (
            <OrderLine key={l.id} line={l} busy={busy} />
          ))}
        </ul>
      </section>
      <section className="order-section" aria-labelledby="order-shipments">
        <h2 id="order-shipments" className="order-section__title">
          {M.shipments}
        </h2>
        {order.shipments.length === 0 && <p>{M.unspecified}</p>}
        {order.shipments.map((s) => {
          const packing = order.packings.find((p) => p.shipping_key === s.key);
          return (
            <div key={s.key} className="order-shipment">
              <h3 className="order-shipment__title">{s.label}</h3>
              {s.address && (
                <p className="order-shipment__address">
                  {M.postal(formatPostalCode(s.address.postal_code))} {s.address.prefecture}
                  {s.address.city}
                  {s.address.address1} {s.address.address2}
                  <br />
                  {s.address.last_name} {s.address.first_name}
                </p>
              )}
              <dl className="order-shipment__facts">
                <div>
                  <dt>{M.deliveryMethod}</dt>
                  <dd>{s.delivery_name}</dd>
                </div>
                <div>
                  <dt>{M.deliveryDate}</dt>
                  <dd>{s.delivery_date ? formatDate(s.delivery_date) : M.unspecified}</dd>
                </div>
                <div>
                  <dt>{M.deliveryTime}</dt>
                  <dd>{s.delivery_time_label ?? M.unspecified}</dd>
                </div>
                {packing && packing.wrapping !== 'none' && (
                  <div>
                    <dt>{M.packing}</dt>
                    <dd>
                      {packing.wrapping_name} {packing.noshi_label} {packing.noshi_name}
                    </dd>
                  </div>
                )}
              </dl>
            </div>
          );
        })}
      </section>
      <section className="order-section" aria-labelledby="order-totals">
        <h2 id="order-totals" className="order-section__title">
          {M.totalsLabel}
        </h2>
        <dl className="order-totals">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="order-totals__grand">
            <dt>{M.totalPayment}</dt>
            <dd>{formatYen(t.total_payment)}</dd>
          </div>
          {t.amount_by_tax_rate.map((r) => (
            <div key={r.rate} className="order-totals__rate">
              <dt>{M.taxByRate(r.rate)}</dt>
              <dd>
                {formatYen(r.amount_with_tax)}
                {M.taxOf(formatYen(r.tax))}
              </dd>
            </div>
          ))}
          {order.points_earned > 0 && (
            <div>
              <dt>{M.pointsEarned}</dt>
              <dd>{P.points(order.points_earned)}</dd>
            </div>
          )}
        </dl>
      </section>
    </>
  );
}
