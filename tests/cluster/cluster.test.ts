/**
 * The API as two processes (`WORKERS=2 npm start`) on one PostgreSQL of the test's own: shared
 * state holds across processes, and checkouts survive PostgreSQL crashing and a process dying.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contract/cart/cart.schema';
import {
  type ApiCluster,
  type FaultyPostgres,
  send,
  startCluster,
  startFaultyPostgres,
  until,
} from './harness';
import { mailSubjects } from './outbox';
import { type DecisionReply, decide, readyCarts } from './shop';

let postgres: FaultyPostgres;
let api: ApiCluster;
let sql: pg.Pool;

beforeAll(async () => {
  postgres = await startFaultyPostgres();
  api = await startCluster(postgres.url, 2);
  sql = new pg.Pool({ connectionString: postgres.url, max: 2 });
  sql.on('error', () => undefined);
}, 900_000);

/** Names of the tests that failed; the cluster's log is kept for `npm test`'s summary when any did. */
const failed: string[] = [];
afterEach(({ task }) => {
  if (task.result?.state === 'fail') failed.push(task.name);
});

afterAll(async () => {
  if (failed.length > 0 && api) {
    const reports = join(process.cwd(), '.build', 'test-reports');
    await mkdir(reports, { recursive: true });
    const head = `failed: ${failed.join(' | ')}\n`;
    await writeFile(join(reports, 'cluster-server.log'), head + api.log());
  }
  await api?.stop();
  await sql?.end().catch(() => undefined);
  await postgres?.destroy();
}, 60_000);

const one = async <T>(text: string, values: unknown[] = []): Promise<T> =>
  (await sql.query(text, values)).rows[0] as T;
const variantId = async (productKey: string) =>
  (
    await one<{ id: number }>(
      `select v.id from product_variants v join products p on p.id = v.product_id
       where p.key = $1 order by v.stock desc limit 1`,
      [productKey],
    )
  ).id;
/** Gives the variant plenty of stock, so only faults can make a checkout fail. */
const restock = (id: number) =>
  sql.query('update product_variants set stock = 1000 where id = $1', [id]);
const stockOf = async (id: number) =>
  (await one<{ stock: number }>('select stock from product_variants where id = $1', [id])).stock;
const counts = () =>
  one<{ orders: string; captured: string }>(
    `select (select count(*) from orders) as orders,
            (select count(*) from sandbox_intents where status = 'captured') as captured`,
  );
/** Which process answers a fresh connection's health check. */
const processOf = async () => (await send<{ process: number }>(api.base, 'GET', '/v1/health')).body;

/** Each cart's orders: the order numbers carts were closed with and the keys that recorded them. */
async function ordersOf(carts: Cart[]) {
  const { rows } = await sql.query<{ token: string; order_no: string | null; orders: string }>(
    `select c.token, c.order_no,
            (select count(distinct r.order_id) from order_requests r where r.cart_id = c.id) as orders
       from carts c where c.token = any($1)`,
    [carts.map((c) => c.token)],
  );
  return rows;
}

/** Sends the failed decisions again with the same key until each is answered with its order. */
async function retryUntilPlaced(carts: Cart[], replies: DecisionReply[], prefix: string) {
  for (const [i, cart] of carts.entries()) {
    if (replies[i]?.status === 201) continue;
    let last: DecisionReply | undefined;
    replies[i] = await until(`retry of decision ${i}`, async () => {
      last = await decide(api.base, cart, `${prefix}-${i}-key`);
      return last.status === 200 || last.status === 201 ? last : undefined;
    }).catch((error: Error) => {
      throw new Error(
        `${error.message}: last answer ${last?.status} ${JSON.stringify(last?.body)}`,
      );
    });
  }
}

/** 503s carry a Japanese message that says to try again, and when (Retry-After). */
function expectRetryable(replies: DecisionReply[]) {
  for (const reply of replies.filter((r) => r.status !== 201 && r.status !== 0)) {
    expect(reply.status, JSON.stringify(reply.body)).toBe(503);
    expect(reply.body.code).toBe('common.unavailable');
    expect(reply.body.message).toContain('もう一度お試しください');
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describe('two API processes on one PostgreSQL', () => {
  it('fresh connections are spread over both processes', async () => {
    const seen = new Set<number>();
    await until('both processes to answer', async () => {
      seen.add((await processOf()).process);
      return seen.size === 2 ? true : undefined;
    });
    expect([...seen].sort()).toEqual([1, 2]);
  });

  it('50 buyers racing for the last 5 through both processes: exactly 5 orders', async () => {
    const lastFive = await variantId('last-five');
    const carts = await readyCarts(api.base, 50, lastFive);
    // A 503 (the machine too busy to give a connection in time) is sent again with its key.
    const results = await Promise.all(
      carts.map((cart, i) =>
        until(`decision ${i}`, async () => {
          const reply = await decide(api.base, cart, `race-${i}-key`);
          return reply.status === 503 ? undefined : reply;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(r.body.code, JSON.stringify(r.body)).toBe('cart.update_products.out_of_stock');
    }
    expect(await stockOf(lastFive)).toBe(0);
    const placed = results.flatMap((r) =>
      r.status === 201 && r.body.order_no ? [r.body.order_no] : [],
    );
    // Each order's confirmation mail goes out once, whichever process's job loop claims it.
    await until('the order mails to be sent', async () => {
      const { pending } = await one<{ pending: string }>(
        `select count(*) as pending from jobs where name = 'mail.send' and status <> 'done'`,
      );
      return Number(pending) === 0 ? true : undefined;
    });
    const subjects = await mailSubjects(api.dataDir);
    for (const orderNo of placed) {
      expect(subjects.filter((s) => s.includes(orderNo))).toHaveLength(1);
    }
  }, 600_000);

  it('the login limit and the lockout hold across both processes', async () => {
    const login = (login_id: string, password: string) =>
      send<{ code?: string }>(api.base, 'POST', '/v1/auth/login', { login_id, password });
    // Lockout: the 10th wrong password in a row locks the account, whichever process counts it.
    for (let i = 0; i < 10; i++) await login('taro@example.jp', `wrong-password-${i}`);
    const locked = await login('taro@example.jp', 'Taro-pass-2026');
    expect(locked.status).toBe(423);
    expect(locked.body.code).toBe('auth.locked');
    // The per-account limit (20 in 10 minutes) counts in the database, not per process.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await login('nobody@example.jp', 'x-password')).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    const limited = await login('nobody@example.jp', 'x-password');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await until('the unlock mail', async () => {
      const subjects = await mailSubjects(api.dataDir);
      return subjects.some((s) => s.includes('ロック')) ? subjects : undefined;
    });
    await until('all mail jobs done', async () => {
      const { pending } = await one<{ pending: string }>(
        `select count(*) as pending from jobs where name = 'mail.send' and status <> 'done'`,
      );
      return Number(pending) === 0 ? true : undefined;
    });
    expect((await mailSubjects(api.dataDir)).filter((s) => s.includes('ロック'))).toHaveLength(1);
  }, 600_000);
});

describe('faults during checkout', () => {
  it('PostgreSQL stopped abruptly under 20 checkouts: 503 while down, recovery without a restart, one order and one charge each', async () => {
    const shirt = await variantId('oxford-shirt');
    await restock(shirt);
    const carts = await readyCarts(api.base, 20, shirt, true);
    const stock = await stockOf(shirt);
    const before = await counts();
    const inFlight = Promise.all(
      carts.map((cart, i) => decide(api.base, cart, `pg-crash-${i}-key`)),
    );
    await postgres.crash();
    const replies = await inFlight;
    expectRetryable(replies);
    const down = await send<{ code: string; message: string }>(api.base, 'GET', '/v1/health');
    expect(down.status).toBe(503);
    expect(down.body.message).toContain('一時的に接続できません');
    await postgres.start();
    // Both processes reconnect by themselves: each answers its health check with 200 again.
    const healthy = new Set<number>();
    await until('both processes healthy again', async () => {
      const reply = await send<{ process: number }>(api.base, 'GET', '/v1/health');
      if (reply.status === 200) healthy.add(reply.body.process);
      return healthy.size === 2 ? true : undefined;
    });
    await retryUntilPlaced(carts, replies, 'pg-crash');
    const after = await counts();
    expect(Number(after.orders) - Number(before.orders)).toBe(20);
    expect(Number(after.captured) - Number(before.captured)).toBe(20);
    expect(await stockOf(shirt)).toBe(stock - 20);
    for (const row of await ordersOf(carts)) {
      expect(row.order_no).toBeTruthy();
      expect(Number(row.orders)).toBe(1);
    }
    // A replay answers the same order: no second order, no second charge.
    const again = await decide(api.base, carts[0] as Cart, 'pg-crash-0-key');
    expect(again.status).toBe(200);
    expect(Number((await counts()).orders)).toBe(Number(after.orders));
  }, 600_000);

  it('one API process killed mid-checkout: the other serves, a new one starts, each retried decision makes one order', async () => {
    const shirt = await variantId('oxford-shirt');
    await restock(shirt);
    const carts = await readyCarts(api.base, 20, shirt, true);
    const stock = await stockOf(shirt);
    const before = await counts();
    const [victimId, victimPid] = [...api.workers()][0] as [number, number];
    const inFlight = Promise.all(carts.map((cart, i) => decide(api.base, cart, `kill-${i}-key`)));
    process.kill(victimPid, 'SIGKILL');
    const replies = await inFlight;
    expectRetryable(replies);
    // The surviving process takes the retries at once; the primary starts a replacement meanwhile.
    await retryUntilPlaced(carts, replies, 'kill');
    await until(
      'a replacement process',
      () => (api.workers().size === 2 && !api.workers().has(victimId) ? true : undefined),
      540_000,
    );
    const after = await counts();
    expect(Number(after.orders) - Number(before.orders)).toBe(20);
    expect(Number(after.captured) - Number(before.captured)).toBe(20);
    expect(await stockOf(shirt)).toBe(stock - 20);
    for (const row of await ordersOf(carts)) expect(Number(row.orders)).toBe(1);
  }, 600_000);
});

describe('the editors’ rebuild across processes', () => {
  it('one rebuild at a time: requests through either process while it runs start no second one', async () => {
    const auth = { Authorization: 'Bearer cluster-test-admin-token' };
    type State = { status: string; started_at: string | null };
    const rebuild = () => send<State>(api.base, 'POST', '/v1/admin/rebuild', {}, auth);
    const started = await rebuild();
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const first = await until('the rebuild to be building', async () => {
      const state = await send<State>(api.base, 'GET', '/v1/admin/rebuild', undefined, auth);
      return state.body.status === 'building' ? state.body : undefined;
    });
    // Fresh connections reach both processes; a second rebuild would write a new started_at.
    const more = await Promise.all([rebuild(), rebuild(), rebuild(), rebuild()]);
    for (const reply of more) {
      expect(reply.status).toBe(202);
      expect(reply.body).toMatchObject({ status: 'building', started_at: first.started_at });
    }
    const { holders } = await one<{ holders: string }>(
      `select count(*) as holders from pg_locks
        where locktype = 'advisory' and granted
          and objid::text::bigint = (hashtext('site-rebuild')::bigint & 4294967295)`,
    );
    expect(Number(holders)).toBe(1);
  }, 600_000);
});
