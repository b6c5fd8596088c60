import type { Cart } from '../../../contract/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../contract/checkout/options.messages';
import type { FraudNotification } from '../../../contract/checkout/options.schema';
import { ERROR_CODES } from '../../../contract/shared/error.schema';
import type { Db } from '../../db/client';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import type { CardProvider } from '../../services/card-provider';
import type { CartViewer } from '../cart/index';
import { changeCheckout, requireCart } from '../cart/index';
import { lockOrder, releaseOrder } from '../orders/index';
import { FRAUD_LABELS, type FraudOutcome } from './fraud.model';
import { findPaidOrderForUpdate, insertFraudNotification, setFraudStatus } from './fraud.queries';

/**
 * Applies the provider's fraud verdict to the order paid with `payment_id`, once per notification:
 * `review` holds the order (保留), `ng` voids the payment and cancels the order in full.
 */
export async function applyFraudNotification(
  db: Db,
  cards: CardProvider,
  n: FraudNotification,
): Promise<FraudOutcome> {
  return db.transaction(async (tx) => {
    const paid = await findPaidOrderForUpdate(tx, n.payment_id);
    if (!paid) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.callbackBadBody);
    const fresh = await insertFraudNotification(tx, {
      id: n.notification_id,
      intentId: n.payment_id,
      result: n.result,
      orderId: paid.orderId,
    });
    const status = n.result === 'review' ? 'hold' : n.result;
    if (!fresh) return { duplicate: true, order_no: paid.orderNo, fraud_status: status };
    await setFraudStatus(tx, paid.orderId, status);
    if (status === 'ng') {
      const order = await lockOrder(tx, paid.orderId);
      // Released like any cancellation (card void, stock, points, allowance, coupon); goods
      // already sent are not put back in stock, and an order cancelled before is left alone.
      if (order && order.status !== 'cancelled') {
        await releaseOrder(tx, cards, order, FRAUD_LABELS.ng, { restock: order.status === 'new' });
      }
    }
    return { duplicate: false, order_no: paid.orderNo, fraud_status: status };
  });
}

/**
 * `PATCH /v1/carts/transaction/error/delete`: forgets a card payment that did not go through
 * (declined, or 3-D Secure abandoned or cancelled) so the shopper can pay again. The provider is
 * asked (and a pending challenge cancelled) before the cart's transaction.
 */
export async function clearFailedTransaction(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  viewer: CartViewer,
): Promise<Cart> {
  const card = (await requireCart(db, channel, token, viewer)).checkout.card;
  const provider = cards(db);
  const live = card ? await provider.retrieve(card.intentId) : null;
  const paid = live?.status === 'succeeded' || live?.status === 'captured';
  if (card && live?.status === 'requires_action') await provider.cancel(card.intentId);
  return changeCheckout(db, cards, channel, token, viewer, async (_tx, cart) => {
    const failed = cart.checkout.card;
    // Only the card looked at above is forgotten; one chosen meanwhile is the shopper's new try.
    if (!failed || paid || failed.intentId !== card?.intentId) return { checkout: cart.checkout };
    const { card: _failed, ...rest } = cart.checkout;
    return { checkout: rest };
  });
}
