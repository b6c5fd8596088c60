import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { usableCoupons } from '../../../contract/checkout/checkout.model';
import { formatYen } from '../../../contract/shared/money';
import { $heldCoupons, loadHeldCoupons } from '../../lib/checkout/checkout.store';
import { LP_MESSAGES as L } from '../../lib/lp/lp.messages';
import { formatDate } from '../../lib/orders/orders.model';

/** The my page list of the coupons the member took (`GET /v1/me/coupons`), used or ended ones marked. */
export default function HeldCoupons() {
  const held = useStore($heldCoupons);
  useEffect(() => {
    void loadHeldCoupons();
  }, []);
  if (held === null) return null;
  const usable = new Set(usableCoupons(held, new Date()).map((c) => c.coupon_id));
  return (
    <section className="held-coupons" aria-labelledby="held-coupons-title">
      <h2 id="held-coupons-title" className="order-section__title">
        {L.heldTitle}
      </h2>
      {held.length === 0 ? (
        <p>{L.heldEmpty}</p>
      ) : (
        <ul className="held-coupons__list">
          {held.map((c) => (
            <li key={c.coupon_id}>
              <strong>{c.name}</strong> {L.discount(formatYen(c.discount_amount))}{' '}
              {L.minimum(formatYen(c.min_amount))} {L.until(formatDate(c.ends_at))} {L.code}{' '}
              {c.code}
              {!usable.has(c.coupon_id) && (
                <span className="badge">{c.is_used ? L.used : L.ended}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
