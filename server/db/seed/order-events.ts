import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { orderEvents, orders, payments } from '../schema/index';
import { insertMany } from './batch';

/** Who recorded the demo orders' payments, shipments and cancellations (the demo operator). */
export const SEED_EVENT_ACTOR = 'operator@example.jp';

/** What of a seeded order its history is drawn from. */
export type SeededOrderState = {
  id: number;
  paymentKind: string;
  paidAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  shippings: Record<string, unknown>[] | null;
};

type Stored = { key?: string; shippedAt?: string; carrier?: string; trackingNo?: string };

/**
 * The history events the back office's own commands would have written for a seeded order: 入金を記録
 * for a bank transfer received, 発送 for each shipment sent (its key, carrier and number, as
 * `recordShipment` writes them) and キャンセル with the shop's reason. A cancellation without a
 * reason was the customer's own (my page), which writes no event: the history shows it from the
 * order's cancelled time.
 */
export function seedEventsOf(o: SeededOrderState): (typeof orderEvents.$inferInsert)[] {
  const base = { orderId: o.id, actor: SEED_EVENT_ACTOR };
  const paid =
    o.paymentKind === 'bank' && o.paidAt ? [{ ...base, kind: 'paid' as const, at: o.paidAt }] : [];
  const shipped = ((o.shippings ?? []) as Stored[]).flatMap((s, i) =>
    s.shippedAt
      ? [
          {
            ...base,
            kind: 'shipped' as const,
            at: new Date(s.shippedAt),
            detail: {
              shipment: s.key ?? String(i + 1),
              carrier: s.carrier,
              tracking_no: s.trackingNo,
            },
          },
        ]
      : [],
  );
  const cancelled =
    o.cancelledAt && o.cancelReason
      ? [
          {
            ...base,
            kind: 'cancelled' as const,
            at: o.cancelledAt,
            detail: { reason: o.cancelReason },
          },
        ]
      : [];
  return [...paid, ...shipped, ...cancelled];
}

/** Writes the seeded orders' histories (after the orders and their paid times are in). */
export async function seedOrderEvents(tx: Tx): Promise<void> {
  const rows = await tx
    .select({
      id: orders.id,
      paymentKind: payments.kind,
      paidAt: orders.paidAt,
      cancelledAt: orders.cancelledAt,
      cancelReason: orders.cancelReason,
      shippings: orders.shippings,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .orderBy(orders.id);
  await insertMany(tx, orderEvents, rows.flatMap(seedEventsOf));
}
