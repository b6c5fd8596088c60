import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  cartLines,
  carts,
  orderCardPayments,
  orderLines,
  orderPackings,
  orderRequests,
  orders,
  payments,
} from '../../../db/schema/index';
import type { CartLineRow } from '../cart/index';
import { type CartOptions, toCartPacking } from '../cart/index';
import {
  accessoryOrderLines,
  newOrderNo,
  type OrderRow,
  orderPackingsOf,
  packingFeeOrderLines,
} from './decision.model';
import type { OrderLineRow } from './placed-order.model';

/** Tries this many random order numbers before giving up (one clash is already rare). */
const ORDER_NO_ATTEMPTS = 5;

/**
 * Inserts the order under a fresh random number. A number already taken is skipped with
 * ON CONFLICT DO NOTHING rather than caught, because a failed statement would abort the
 * whole PostgreSQL transaction and with it the stock already reserved.
 */
export async function insertOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'orderNo'>,
): Promise<OrderRow> {
  for (let attempt = 0; attempt < ORDER_NO_ATTEMPTS; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderNo: newOrderNo() })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning();
    if (order) return order;
  }
  throw new Error(`no free order number after ${ORDER_NO_ATTEMPTS} attempts`);
}

/** An order by id, if any. */
export async function findOrderById(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** An order by number, if any. */
export async function findOrderByNo(tx: Tx, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return row;
}

/** The decision request recorded under an idempotency key, if any. */
export async function findOrderRequest(tx: Db | Tx, key: string) {
  const [seen] = await tx.select().from(orderRequests).where(eq(orderRequests.key, key)).limit(1);
  return seen;
}

/** Records that the idempotency key `key` placed (or replayed) order `orderId`. */
export async function insertOrderRequest(tx: Tx, values: typeof orderRequests.$inferInsert) {
  await tx.insert(orderRequests).values(values);
}

/** Freezes the cart's lines into order lines; answers their ids by variant. */
export function insertOrderLines(tx: Tx, orderId: number, lines: CartLineRow[]) {
  return tx
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        orderId,
        productId: l.product.id,
        variantId: l.variantId,
        productName: l.product.name,
        variantName: l.variantName,
        unitPrice: l.product.price,
        taxRate: l.product.taxRate,
        quantity: l.quantity,
      })),
    )
    .returning({ id: orderLines.id, variantId: orderLines.variantId });
}

/** Writes what the cart held besides its lines into the order: accessories, packings, the card payment. */
export async function writeOrderOptions(
  tx: Tx,
  orderId: number,
  lines: CartLineRow[],
  placed: { id: number; variantId: number | null }[],
  options: CartOptions | undefined,
  cardIntentId?: string,
): Promise<void> {
  if (options) {
    const extra = [
      ...accessoryOrderLines(orderId, lines, placed, options),
      ...packingFeeOrderLines(orderId, options),
    ];
    if (extra.length) await tx.insert(orderLines).values(extra);
    if (options.packings.length) {
      await tx.insert(orderPackings).values(orderPackingsOf(orderId, options));
    }
  }
  if (cardIntentId) await tx.insert(orderCardPayments).values({ orderId, intentId: cardIntentId });
}

/** Empties an ordered cart and marks it with its order number. */
export async function closeCart(tx: Tx, cartId: number, orderNo: string): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx
    .update(carts)
    .set({ orderNo, checkout: {}, paymentId: null })
    .where(eq(carts.id, cartId));
}

/** An order of this channel by number with its payment's name, if any. */
export async function findChannelOrder(db: Db, channelId: string, orderNo: string) {
  const [row] = await db
    .select({ order: orders, paymentName: payments.name })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.channelId, channelId)))
    .limit(1);
  return row;
}

/** The lines of an order in the order they were placed. */
export function orderLinesOf(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** Packings and accessories of a placed order, as the complete page and the mail show them. */
export async function loadOrderOptions(db: Db, orderId: number, lines: OrderLineRow[]) {
  const rows = await db.select().from(orderPackings).where(eq(orderPackings.orderId, orderId));
  const packings = rows.map((p) => ({
    ...toCartPacking({ ...p, key: String(p.id) }),
    fee_with_tax: p.feeWithTax,
  }));
  const accessories = lines
    .filter((l) => l.parentId !== null)
    .map((l) => ({
      name: l.productName,
      quantity: l.quantity,
      parent_name: lines.find((p) => p.id === l.parentId)?.productName ?? '',
    }));
  return { packings, accessories };
}
