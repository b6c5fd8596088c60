import { eq } from 'drizzle-orm';
import type { Cart } from '../../../src/lib/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../src/lib/checkout/options.messages';
import type { FraudNotification } from '../../../src/lib/checkout/options.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db } from '../../db/client';
import { fraudNotifications, orderCardPayments, orders } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { paymentProvider } from '../../services/payment-provider';
import type { CartViewer } from './carts.queries';
import { changeCheckout } from './checkout.service';

/** Fraud verdicts kept on an order and how they read. */
export const FRAUD_LABELS: Record<string, string> = {
  ok: '不正検知: 問題なし',
  hold: M.fraudHold,
  ng: '不正検知: 取消',
};

/** What handling a notification did. */
export type FraudOutcome = { duplicate: boolean; order_no: string; fraud_status: string };

/**
 * Applies the provider's fraud verdict to the order paid with `payment_id`, once per notification:
 * `review` holds the order (保留), `ng` cancels the payment and the order.
 */
export async function applyFraudNotification(db: Db, n: FraudNotification): Promise<FraudOutcome> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .select({ orderId: orderCardPayments.orderId, orderNo: orders.orderNo })
      .from(orderCardPayments)
      .innerJoin(orders, eq(orders.id, orderCardPayments.orderId))
      .where(eq(orderCardPayments.intentId, n.payment_id))
      .limit(1)
      .for('update');
    if (!paid) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.callbackBadBody);
    const fresh = await tx
      .insert(fraudNotifications)
      .values({
        id: n.notification_id,
        intentId: n.payment_id,
        result: n.result,
        orderId: paid.orderId,
      })
      .onConflictDoNothing()
      .returning({ id: fraudNotifications.id });
    const status = n.result === 'review' ? 'hold' : n.result;
    if (fresh.length === 0)
      return { duplicate: true, order_no: paid.orderNo, fraud_status: status };
    await tx
      .update(orderCardPayments)
      .set({ fraudStatus: status, fraudCheckedAt: new Date() })
      .where(eq(orderCardPayments.orderId, paid.orderId));
    if (status === 'ng') {
      await paymentProvider(tx).cancel(n.payment_id);
      await tx
        .update(orders)
        .set({
          status: 'cancelled',
          isCancellable: false,
          cancelledAt: new Date(),
          cancelReason: FRAUD_LABELS.ng,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, paid.orderId));
    }
    return { duplicate: false, order_no: paid.orderNo, fraud_status: status };
  });
}

/**
 * `PATCH /v1/carts/transaction/error/delete`: forgets a card payment that did not go through
 * (declined, or 3-D Secure abandoned or cancelled) so the shopper can pay again.
 */
export function clearFailedTransaction(
  db: Db,
  channel: Channel,
  token: string,
  viewer: CartViewer,
): Promise<Cart> {
  return changeCheckout(db, channel, token, viewer, async (tx, cart) => {
    const card = cart.checkout.card;
    if (!card) return { checkout: cart.checkout };
    const provider = paymentProvider(tx);
    const live = await provider.retrieve(card.intentId);
    if (live?.status === 'succeeded' || live?.status === 'captured') {
      return { checkout: cart.checkout };
    }
    if (live?.status === 'requires_action') await provider.cancel(card.intentId);
    const { card: _failed, ...rest } = cart.checkout;
    return { checkout: rest };
  });
}
