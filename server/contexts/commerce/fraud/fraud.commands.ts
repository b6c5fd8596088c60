import type { Cart } from '../../../../contract/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../../contract/checkout/options.messages';
import type { FraudNotification } from '../../../../contract/checkout/options.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import type { CartViewer } from '../cart/index';
import { changeCheckout, requireCart } from '../cart/index';
import type { FraudOutcome } from './fraud.model';
import { findPaidOrderForUpdate, insertFraudNotification, setFraudStatus } from './fraud.queries';

/** What recording a verdict found: the answer to the provider, and the order an `ng` cancels. */
export type RecordedVerdict = { outcome: FraudOutcome; cancels: number | null };

/**
 * Inside the verdict's transaction: records the provider's fraud verdict on the order paid with
 * `payment_id`, once per notification (404 when no order was paid so). `review` holds the order
 * (保留); `ng` names the order to cancel in full.
 */
export async function recordFraudVerdict(tx: Tx, n: FraudNotification): Promise<RecordedVerdict> {
  const paid = await findPaidOrderForUpdate(tx, n.payment_id);
  if (!paid) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.callbackBadBody);
  const fresh = await insertFraudNotification(tx, {
    id: n.notification_id,
    intentId: n.payment_id,
    result: n.result,
    orderId: paid.orderId,
  });
  const status = n.result === 'review' ? 'hold' : n.result;
  const outcome = { duplicate: !fresh, order_no: paid.orderNo, fraud_status: status };
  if (!fresh) return { outcome, cancels: null };
  await setFraudStatus(tx, paid.orderId, status);
  return { outcome, cancels: status === 'ng' ? paid.orderId : null };
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
