import { eq, sql } from 'drizzle-orm';
import { issueTokens } from '../../server/contexts/identity/auth/index';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema/index';

type Rows<T> = { rows: T[] };

/** Columns of a table but `id` and `skip`, quoted, for copying rows in SQL. */
async function columnsOf(db: Db, table: string, skip: string[]): Promise<string[]> {
  const result = (await db.execute(sql`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
      and (identity_generation is null) order by ordinal_position`)) as unknown as Rows<{
    name: string;
  }>;
  return result.rows.map((r) => r.name).filter((n) => !skip.includes(n));
}

/**
 * Gives the member `email` `count` orders in all (bench data only): copies of their seeded orders
 * with their lines, each with its own number and an order date a day apart; returns a token.
 */
export async function memberWithOrders(db: Db, email: string, count: number): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no member ${email}`);
  const orderCols = await columnsOf(db, 'orders', ['id', 'order_no', 'ordered_at']);
  // Accessory lines' parent_id would point into the template order: copies carry none.
  const lineCols = await columnsOf(db, 'order_lines', ['id', 'order_id', 'parent_id']);
  const templates = (await db.execute(
    sql`select id from orders where user_id = ${user.id} order by id`,
  )) as unknown as Rows<{ id: number }>;
  const have = templates.rows.length;
  if (have === 0) throw new Error(`${email} has no order to copy`);
  const list = (cols: string[]) => sql.raw(cols.map((c) => `"${c}"`).join(', '));
  for (let n = have; n < count; n++) {
    const template = templates.rows[n % have]?.id as number;
    const copied = (await db.execute(sql`
      insert into orders (order_no, ordered_at, ${list(orderCols)})
      select ${`BH-${String(n).padStart(6, '0')}`}, now() - ${n} * interval '1 day', ${list(orderCols)}
      from orders where id = ${template}
      returning id`)) as unknown as Rows<{ id: number }>;
    const id = copied.rows[0]?.id as number;
    await db.execute(sql`
      insert into order_lines (order_id, ${list(lineCols)})
      select ${id}, ${list(lineCols)} from order_lines where order_id = ${template}
      order by id`);
  }
  return (await issueTokens(db, user.id, new Date())).accessToken;
}
