import { and, asc, count, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AdminOrderListQuery } from '../../../../contract/orders/back-office-orders.schema';
import { orderSearch } from '../../../../contract/orders/order-search.model';
import { cappedCount, countLimit } from '../../../db/capped-count';
import type { Db } from '../../../db/client';
import { orders, payments } from '../../../db/schema/index';

/** Escapes `%`, `_` and `\` so typed text matches literally in LIKE. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/** A prefix match: served by the `text_pattern_ops` indexes of the search columns. */
const startsWith = (column: Parameters<typeof like>[0], text: string) =>
  like(column, `${literal(text)}%`);

/** Midnight of a `YYYY-MM-DD` in Japan (orders are dated in JST). */
const jstDay = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000);

/** The WHERE of the search box: prefix matches on the column its shape names. */
function searchCondition(q: string | undefined): SQL | undefined {
  const search = q ? orderSearch(q) : null;
  if (!search) return undefined;
  switch (search.kind) {
    case 'order_no':
      return startsWith(orders.orderNo, search.value);
    case 'email':
      return startsWith(orders.searchEmail, search.value);
    case 'phone':
      return startsWith(orders.searchPhone, search.value);
    case 'name':
      return or(
        startsWith(orders.searchName, search.name),
        search.kana ? startsWith(orders.searchKana, search.kana) : undefined,
      );
  }
}

/** The WHERE of the order list's search and filters (the carrier CSV export uses it too). */
export function orderListWhere(query: AdminOrderListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [searchCondition(query.q)];
  if (query.from) parts.push(gte(orders.orderedAt, jstDay(query.from)));
  if (query.to) parts.push(lt(orders.orderedAt, jstDay(query.to, 1)));
  if (query.status) parts.push(eq(orders.status, query.status));
  if (query.payment_id !== undefined) parts.push(eq(orders.paymentId, query.payment_id));
  if (query.channel) parts.push(eq(orders.channelId, query.channel));
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

const SORTS = {
  ordered_at: orders.orderedAt,
  total_payment: orders.totalPayment,
  order_no: orders.orderNo,
} as const;

/** Rows of the list: the order and what the list shows of its payment and shipments. */
const LIST_COLUMNS = {
  id: orders.id,
  orderNo: orders.orderNo,
  orderedAt: orders.orderedAt,
  status: orders.status,
  channelId: orders.channelId,
  orderer: orders.orderer,
  email: orders.email,
  paymentId: orders.paymentId,
  paymentName: payments.name,
  paidAt: orders.paidAt,
  totalPayment: orders.totalPayment,
  shipmentCount: sql<number>`coalesce(jsonb_array_length(${orders.shippings}), 0)`.mapWith(Number),
  shippedCount:
    sql<number>`(select count(*) from jsonb_array_elements(coalesce(${orders.shippings}, '[]'::jsonb)) s where s ? 'shippedAt')`.mapWith(
      Number,
    ),
};

/**
 * How many matching orders the list counts exactly: beyond it the total reads "1,000 or more"
 * (`x-total-capped`). An exact count of a broad filter read every matching row (100,000 orders:
 * 100–900 ms); a capped one reads at most this many past the current page.
 */
export const ORDER_COUNT_CAP = 1000;

/**
 * One page of the back office's order list and how many orders match, counted up to
 * ORDER_COUNT_CAP past the page (`capped` when more matched): searched, filtered and sorted in
 * SQL (ties broken by id so pages never overlap), newest first unless told. The sort indexes are
 * ascending so one serves both directions (a `desc nulls last` index serves neither default).
 */
export async function adminOrderPage(db: Db, query: AdminOrderListQuery) {
  const where = orderListWhere(query);
  const offset = (query.page - 1) * query.per;
  const limit = countLimit(ORDER_COUNT_CAP, offset, query.per);
  const direction = query.order === 'asc' ? asc : desc;
  const [counted, rows] = await Promise.all([
    cappedCount(db, orders, where, limit),
    db
      .select(LIST_COLUMNS)
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(where)
      .orderBy(direction(SORTS[query.sort]), direction(orders.id))
      .limit(query.per)
      .offset(offset),
  ]);
  const capped = counted === limit;
  return { rows, total: capped ? limit - 1 : counted, capped };
}

/** A row of the order list as read. */
export type OrderListRow = Awaited<ReturnType<typeof adminOrderPage>>['rows'][number];
