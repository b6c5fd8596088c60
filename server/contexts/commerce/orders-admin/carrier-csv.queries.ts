import { and, asc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { AdminOrderListQuery } from '../../../../contract/orders/back-office-orders.schema';
import type { Db, Tx } from '../../../db/client';
import { channels, orderLines, orders, payments } from '../../../db/schema/index';
import { placedShipments } from '../checkout/index';
import type { WaitingShipment } from './carrier-csv.model';
import { orderListWhere } from './order-list.queries';

/** The most orders one carrier CSV lists (oldest first; the next export lists the rest). */
export const CARRIER_CSV_MAX_ORDERS = 5000;

/**
 * The shipments waiting to leave among the orders the list's filters find: open orders, paid
 * unless paid by card or on account, each shipment not yet sent that has an address (a social
 * gift waits for its recipient's), oldest order first.
 */
export async function waitingShipments(
  db: Db,
  query: AdminOrderListQuery,
): Promise<WaitingShipment[]> {
  const found = await db
    .select({ id: orders.id, orderNo: orders.orderNo, shippings: orders.shippings })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      and(
        orderListWhere(query),
        eq(orders.status, 'new'),
        or(isNotNull(orders.paidAt), ne(payments.kind, 'bank')),
      ),
    )
    .orderBy(asc(orders.orderedAt), asc(orders.id))
    .limit(CARRIER_CSV_MAX_ORDERS);
  if (found.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        found.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return found.flatMap((o) => {
    const all = placedShipments(
      o.shippings,
      lines.filter((l) => l.orderId === o.id),
    );
    return all
      .filter((s) => s.shippedAt === null && s.address !== null)
      .map((s) => ({
        orderNo: o.orderNo,
        key: s.key,
        shipmentCount: all.length,
        address: s.address ?? {},
        deliveryDate: s.deliveryDate,
        deliveryTime: storedTime(o.shippings, s.key),
        items: s.lines.map(({ line, quantity }) => ({
          name: [line.productName, line.variantName].filter(Boolean).join(' '),
          quantity,
        })),
      }));
  });
}

/** The stored time-slot key of shipment `key` (placed shipments carry only its label). */
function storedTime(shippings: Record<string, unknown>[] | null, key: string): string | null {
  const list = (shippings ?? []) as { key?: string; deliveryTime?: string | null }[];
  const found = list.find((s, i) => (s.key ?? String(i + 1)) === key);
  return found?.deliveryTime ?? null;
}

/** The ids of the orders among `orderNos` (the numbers a tracking CSV names). */
export async function orderIdsByNumber(tx: Tx, orderNos: string[]): Promise<Map<string, number>> {
  if (orderNos.length === 0) return new Map();
  const rows = await tx
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.orderNo, orderNos));
  return new Map(rows.map((r) => [r.orderNo, r.id]));
}

/** The channel whose name and `SHOP.*` settings the carriers' files give as the sender (the main shop). */
export async function senderChannel(db: Db) {
  const [channel] = await db.select().from(channels).where(eq(channels.id, 'default')).limit(1);
  return channel;
}
