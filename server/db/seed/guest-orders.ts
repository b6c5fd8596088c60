import { inArray, isNotNull } from 'drizzle-orm';
import { BACK_OFFICE_ORDER_MESSAGES as M } from '../../../contract/orders/back-office-orders.messages';
import type { CarriageRule } from '../../contexts/commerce/api';
import { randomToken } from '../../services/tokens';
import type { Tx } from '../client';
import { orderLines, orders, productVariants } from '../schema/index';
import { insertMany } from './batch';
import type { SeedGuestOrder } from './data/types';
import { orderAmounts, orderLineValues, seedShipments } from './members';
import type { SeedRefs } from './types';

/** One guest order's row: totals computed as checkout computes them, the orderer as typed. */
function guestOrderRow(o: SeedGuestOrder, refs: SeedRefs, carriage: CarriageRule) {
  const lines = orderLineValues(o.lines, refs);
  const amounts = orderAmounts(lines, carriage, o.orderer.prefecture);
  const orderedAt = new Date(o.ordered_at);
  return {
    lines,
    row: {
      orderNo: o.order_no,
      channelId: o.channel,
      userId: null,
      status: o.status,
      paymentId: o.payment_id,
      deliveryId: o.delivery_id,
      orderedAt,
      isCancellable: o.is_cancellable,
      cancelledAt: o.cancellation ? new Date(o.cancellation.at) : null,
      cancelReason: o.cancellation ? M.staffReason(o.cancellation.reason) : null,
      paidAt: o.paid_at ? new Date(o.paid_at) : null,
      guestToken: randomToken(),
      ...amounts,
      email: o.email,
      orderer: { ...o.orderer, email: o.email },
      shippings: seedShipments(o, o.orderer, amounts.totalCarriage),
    },
  };
}

/** Inserts the guest orders and their lines in two bulk statements. */
export async function seedGuestOrders(
  tx: Tx,
  list: SeedGuestOrder[],
  refs: SeedRefs,
  carriage: CarriageRule,
): Promise<void> {
  if (list.length === 0) return;
  const built = list.map((o) => guestOrderRow(o, refs, carriage));
  const inserted = await insertMany(
    tx,
    orders,
    built.map((b) => b.row),
  );
  const idOf = new Map(inserted.map((r) => [r.orderNo, r.id]));
  await insertMany(
    tx,
    orderLines,
    built.flatMap((b) =>
      b.lines.map((l) => ({ ...l, orderId: idOf.get(b.row.orderNo) as number })),
    ),
  );
}

/**
 * Marks the variants the seeded orders name as ordered, as checkout's `reserveStock` does for a
 * real order (the seed writes its orders directly, without taking stock).
 */
export async function markOrderedVariants(tx: Tx): Promise<void> {
  await tx
    .update(productVariants)
    .set({ ordered: true })
    .where(
      inArray(
        productVariants.id,
        tx
          .select({ id: orderLines.variantId })
          .from(orderLines)
          .where(isNotNull(orderLines.variantId)),
      ),
    );
}
