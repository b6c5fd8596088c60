import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Cart } from '../../../contract/cart/cart.schema';
import { toHalfWidth } from '../../../contract/checkout/checkout.model';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import { formatYen } from '../../../contract/shared/money';
import type { CartChange } from '../../lib/cart/cart.store';
import {
  $heldCoupons,
  $member,
  applyCoupon,
  applyPoints,
  loadHeldCoupons,
  loadMember,
  offeredCoupons,
  removeCoupon,
} from '../../lib/checkout/checkout.store';
import { useBusy } from '../shared/useBusy';
import Field from './Field';

/** Coupon code for everyone, points for members; each change answers the repriced cart or a Japanese message. */
export default function Promotions({ cart }: { cart: Cart }) {
  const member = useStore($member);
  const held = offeredCoupons(useStore($heldCoupons));
  const applied = cart.detail.coupons[0]?.code;
  const [code, setCode] = useState('');
  const [point, setPoint] = useState(String(cart.detail.order.point_discount ?? 0));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, whileBusy] = useBusy();

  useEffect(() => {
    void loadMember();
    void loadHeldCoupons();
  }, []);

  async function run(field: string, action: () => Promise<CartChange>) {
    const result = await whileBusy(() => action());
    setErrors(result.ok ? {} : { [field]: [result.message] });
  }

  const balance = typeof member?.points === 'number' ? member.points : null;
  return (
    <section className="checkout-section checkout-promotions">
      {applied ? (
        <p>
          {UI.couponApplied(applied)}{' '}
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={busy}
            onClick={() => run('code', removeCoupon)}
          >
            {UI.removeCoupon}
          </button>
        </p>
      ) : (
        <>
          {held.length > 0 && (
            <fieldset className="checkout-held-coupons">
              <legend>{UI.heldCoupons}</legend>
              {held.map((c) => (
                <button
                  key={c.coupon_id}
                  type="button"
                  className="btn btn--ghost btn--small"
                  disabled={busy}
                  onClick={() => run('code', () => applyCoupon(c.code))}
                >
                  {UI.takeHeldCoupon(c.name, formatYen(c.discount_amount))}
                </button>
              ))}
            </fieldset>
          )}
          <div className="checkout-inline">
            <Field id="coupon-code" label={UI.coupon} error={errors.code}>
              {(aria) => (
                <input
                  {...aria}
                  className="form-field__input"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </Field>
            <button
              type="button"
              className="btn"
              disabled={busy || !code.trim()}
              onClick={() => run('code', () => applyCoupon(code))}
            >
              {UI.applyCoupon}
            </button>
          </div>
        </>
      )}
      {balance !== null && (
        <div className="checkout-inline">
          <Field
            id="use-points"
            label={UI.points}
            hint={UI.pointsBalance(balance)}
            error={errors.point}
          >
            {(aria) => (
              <input
                {...aria}
                className="form-field__input"
                inputMode="numeric"
                value={point}
                onChange={(e) => setPoint(e.target.value)}
              />
            )}
          </Field>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => run('point', () => applyPoints(Number(toHalfWidth(point) || '0')))}
          >
            {UI.applyPoints}
          </button>
        </div>
      )}
    </section>
  );
}
