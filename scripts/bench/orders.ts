import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { AdminOrderListQuerySchema } from '../../contract/orders/back-office-orders.schema';
import { adminOrderPage } from '../../server/contexts/commerce/orders-admin/order-list.queries';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { type OneAtATimeFigure, timeOneAtATime } from './load';

/** Target of issue 38 (p95, ms): order search at 100,000 orders on PostgreSQL. */
export const ORDER_SEARCH_TARGET_MS = 100;

/** What the rows search for: phone (two spellings), kana as hiragana, a name, e-mail, order number, filters. */
const SEARCHES: Record<string, string>[] = [
  { q: '090-1234-0042' },
  { q: '０９０１２３４００４２' },
  { q: 'やまだ' },
  { q: '山田' },
  { q: 'user42@example.jp' },
  { q: 'OK-20260101-0004' },
  { status: 'new', payment_id: '1' },
  { from: '2026-06-01', to: '2026-06-30' },
  {},
  { sort: 'total_payment', order: 'desc' },
];

/** One bench row. */
export type OrderSearchFigure = OneAtATimeFigure & { orders: number };

// Names and readings the generated orders cycle through (kana as a member types it at checkout).
const FAMILY = [
  ['\u5c71\u7530', '\u30e4\u30de\u30c0'],
  ['\u4f50\u85e4', '\u30b5\u30c8\u30a6'],
  ['\u9234\u6728', '\u30b9\u30ba\u30ad'],
  ['\u9ad8\u6a4b', '\u30bf\u30ab\u30cf\u30b7'],
  ['\u7530\u4e2d', '\u30bf\u30ca\u30ab'],
];

/** Adds `count` orders in one statement: varied names, phones, e-mails, dates, states and payments. */
async function addOrders(database: Database, count: number): Promise<void> {
  const families = sql.raw(`array[${FAMILY.map(([n]) => `'${n}'`).join(',')}]`);
  const readings = sql.raw(`array[${FAMILY.map(([, k]) => `'${k}'`).join(',')}]`);
  await database.db.execute(sql`
    insert into orders (order_no, channel_id, payment_id, delivery_id, status, ordered_at,
      total_product, total_tax, total_payment, email, orderer, shippings)
    select 'OK-' || to_char(timestamptz '2026-01-01' + (i % 330) * interval '1 day', 'YYYYMMDD') || '-' || lpad(i::text, 6, '0'),
      'default', 1 + i % 4, 3,
      (array['new','shipped','delivered','cancelled'])[1 + i % 4],
      timestamptz '2026-01-01' + (i % 330) * interval '1 day' + (i % 1440) * interval '1 minute',
      1000 + i % 50000, 100, 1100 + i % 50000,
      'user' || i || '@example.jp',
      jsonb_build_object(
        'last_name', (${families})[1 + i % 5], 'first_name', '\u592a\u90ce' || (i % 97),
        'last_name_kana', (${readings})[1 + i % 5], 'first_name_kana', '\u30bf\u30ed\u30a6',
        'phone_number', '090-1234-' || lpad((i % 10000)::text, 4, '0'),
        'email', 'user' || i || '@example.jp'),
      jsonb_build_array(jsonb_build_object('key', '1', 'deliveryId', 3))
    from generate_series(1, ${count}) as i`);
  await database.db.execute(sql`analyze orders`);
}

/** Every order in the table: the demo shop's own and the ones the bench added. */
async function orderCount(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from orders`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** The plans of the searches the list runs (EXPLAIN ANALYZE of the page query), for the docs. */
async function plans(database: Database): Promise<string[]> {
  const lines: string[] = [];
  for (const where of [
    "search_phone like '09012340042%'",
    "(search_name like 'やまだ%' or search_kana like 'ヤマダ%')",
    "search_email like 'user42@example.jp%'",
    "order_no like 'OK-20260101-0004%'",
    "status = 'new' and payment_id = 1",
  ]) {
    const result = await database.db.execute(
      sql.raw(
        `explain (analyze, costs off, timing off, summary on) select o.id from orders o join payments p on p.id = o.payment_id where ${where} order by o.ordered_at desc, o.id desc limit 50`,
      ),
    );
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    lines.push(`-- ${where}`, ...rows.map((r) => Object.values(r)[0] ?? ''));
  }
  return lines;
}

/** Seeds the demo shop, adds `count` orders (the figure counts all of them), and times the back office's order list calls. */
export async function benchOrderSearch(
  databaseUrl: string,
  count = 100_000,
  rounds = 5,
): Promise<{ figure: OrderSearchFigure; plans: string[] }> {
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(database);
    const { seedData } = await import('../../server/db/seed/data/index');
    await seedDatabase(database, seedData);
    await addOrders(database, count);
    const timed = await timeOneAtATime(SEARCHES, rounds, (search) =>
      adminOrderPage(database.db, v.parse(AdminOrderListQuerySchema, search)),
    );
    const figure = { orders: await orderCount(database), ...timed };
    return { figure, plans: await plans(database) };
  } finally {
    await database.close();
  }
}

/** The report's lines for the order search row. */
export function orderSearchReportLines(f: OrderSearchFigure): string[] {
  const verdict = f.p95 <= ORDER_SEARCH_TARGET_MS ? 'ok' : 'over';
  return [
    `order search, PostgreSQL, ${f.orders.toLocaleString('en')} orders: p50 ${f.p50} ms, p95 ${f.p95} ms (target ≤ ${ORDER_SEARCH_TARGET_MS}: ${verdict}), max ${f.max} ms, ${f.runs} calls, load ${f.loadAverage}`,
  ];
}
