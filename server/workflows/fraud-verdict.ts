/**
 * The card provider's fraud verdict (`POST /v1/sbpayment/receive/fraud-detection`): recorded once
 * per notification; an `ng` cancels the order in full in the same transaction.
 */
import type { FraudNotification } from '../../contract/checkout/options.schema';
import type { CardProvider } from '../contexts/commerce/steps';
import { FRAUD_LABELS, lockOrder, recordFraudVerdict } from '../contexts/commerce/steps';
import type { Db } from '../db/client';
import { releaseOrder } from './release-order';

/**
 * Applies the verdict: `review` holds the order (保留), `ng` releases it like any cancellation
 * (card void, stock, points, allowance, coupon); goods already sent are not put back in stock,
 * and an order cancelled before is left alone.
 */
export function applyFraudVerdict(db: Db, cards: CardProvider, n: FraudNotification) {
  return db.transaction(async (tx) => {
    const { outcome, cancels } = await recordFraudVerdict(tx, n);
    const order = cancels === null ? undefined : await lockOrder(tx, cancels);
    if (order && order.status !== 'cancelled') {
      await releaseOrder(tx, cards, order, FRAUD_LABELS.ng, { restock: order.status === 'new' });
    }
    return outcome;
  });
}
