import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../server/db/client';
import { preparedStatement } from '../../server/db/prepared';
import { type Listening, listen } from '../../server/static/network';

const bump = preparedStatement<{ n: number }>(
  'bench_floor_bump',
  sql`update bench_floor set n = n + 1 where token = ${sql.placeholder('token')} returning n`,
);

/**
 * The machine's floor for a write: the cart add's path and body, served by the same HTTP server
 * and database pool, but doing only a one-row UPDATE (no rules, no cart to answer with). What the
 * cart add can never beat on this machine.
 */
export async function floorServer(database: Database, prefix: string): Promise<Listening> {
  const { db } = database;
  await db.execute(
    sql`create table if not exists bench_floor (token text primary key, n integer not null default 0)`,
  );
  // The same tokens the cart add uses, so the floor locks as many distinct rows.
  await db.execute(
    sql`insert into bench_floor (token) select token from carts where token like ${`${prefix}%`}
      on conflict do nothing`,
  );
  const app = new Hono().patch('/v1/carts/products/add', async (c) => {
    const { token } = await c.req.json<{ token: string }>();
    const [row] = await bump(db, { token });
    return c.json({ n: row?.n ?? 0 });
  });
  return listen((req) => app.fetch(req), 0, '127.0.0.1');
}
