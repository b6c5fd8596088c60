import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/index';
import { listen } from '../../server/static/network';
import { findPostgresBin, startTempPostgres } from '../postgres';
import { type ApiUnderTest, startApiCluster } from './api-cluster';
import { benchSeedData } from './bench-data';
import { benchVariants, emptyCarts, readyCarts } from './cart-prepare';
import { floorServer } from './floor';
import { memberWithOrders } from './history-data';
import type { LoadStats } from './load';
import type { LoadPlan, ReadyCart } from './load-worker';

/** What one row measured. */
export type CallName = 'add' | 'decision' | 'floor' | 'products' | 'products filtered' | 'history';

/** One measured call on one database. */
export type CartFigure = {
  database: 'pglite' | 'postgres';
  /** `floor`: a one-row UPDATE over the cart add's path and stack (what add can never beat). */
  call: CallName;
  /** API processes serving it (PostgreSQL: 1 or 2 behind one port). */
  processes: number;
  /** closed: `connections` busy connections (saturation); open: a fixed `rate` a second. */
  mode: 'closed' | 'open';
  rate: number | null;
  /** Concurrent keep-alive connections driving the call (the most in flight for an open loop). */
  connections: number;
  /** CPU time of the API processes (and PGlite, which runs inside) per answered request. */
  cpuMsPerRequest: number;
  /** Size of one reply body in bytes (the product list's weight), when measured. */
  replyBytes: number | null;
  /** The machine's 1-minute load average when the row started (2 cores: above 2 means queued). */
  loadAverage: number;
} & LoadStats;

/** How hard and how long to drive each call. */
export type CartBenchOptions = {
  connections: number;
  warmupMs: number;
  durationMs: number;
  orders: number;
  /** Products in the catalogue the list pages through. */
  products: number;
  log: (line: string) => void;
};

const ADD_CARTS = 1000;
const ADD_PREFIX = 'ba-';
const ADD_VARIANTS = 4;
const ORDER_VARIANTS = 40;
const HISTORY_ORDERS = 500;
/** Open-loop rates (requests a second) and what they must meet: issue 15 and issue 12. */
export const OPEN_RATES = { add: 200, decision: 50, history: 50 } as const;
const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
const CART_WORKER = fileURLToPath(new URL('./cart-worker.ts', import.meta.url));

/** Product list pages the bench walks: 15 a page, pages 1–40, and filtered searches. */
const LIST_PATHS = Array.from({ length: 40 }, (_, i) => `/v1/products?fields=list&page=${i + 1}`);
const FILTERED_PATHS = [
  '/v1/products?fields=list&category=mens&child=true&sort=price_asc',
  '/v1/products?fields=list&category=ladies&child=true&page=2',
  '/v1/products?fields=list&keyword=%E3%82%B7%E3%83%A3%E3%83%84&sort=popular',
  '/v1/products?fields=list&price_min=3000&price_max=8000&sort=price_desc&page=3',
  '/v1/products?fields=list&brand=blue-crest',
];

/** Runs a plan in a forked process (its own event loop and core); adds the API's CPU per request. */
async function runPlan(api: ApiUnderTest, plan: LoadPlan) {
  const before = await api.cpuMs();
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  const stats = await loadInChild(plan);
  const used = (await api.cpuMs()) - before;
  const perRequest = used / Math.max(1, stats.answered);
  return { ...stats, loadAverage, cpuMsPerRequest: Math.round(perRequest * 100) / 100 };
}

function loadInChild(plan: LoadPlan): Promise<LoadStats> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, { stdio: 'inherit' });
    child.once('message', (m: { ok: true; stats: LoadStats } | { ok: false; error: string }) =>
      m.ok ? resolve(m.stats) : reject(new Error(m.error)),
    );
    child.once('exit', (code) => reject(new Error(`load process exited with ${code}`)));
    child.send(plan);
  });
}

/** The API in this process (PGlite lives here; CPU is this process's). */
async function inProcessApi(database: Database): Promise<ApiUnderTest> {
  const app = createApp({ database });
  const server = await listen((req, bindings) => app.fetch(req, bindings), 0, '127.0.0.1');
  const cpu = () => {
    const u = process.cpuUsage();
    return Promise.resolve((u.user + u.system) / 1000);
  };
  return {
    origin: `http://127.0.0.1:${server.port}`,
    processes: 1,
    cpuMs: cpu,
    close: server.close,
  };
}

/** Everything the rows need, made once per database before any API process starts. */
type Prepared = {
  tokens: string[];
  addVariants: number[];
  ready: ReadyCart[];
  historyToken: string;
  listBytes: number;
};

async function prepare(kind: string, database: Database, o: CartBenchOptions): Promise<Prepared> {
  await migrateDatabase(database);
  const { seedData } = await import('../../server/db/seed/data/index');
  o.log(`bench: api ${kind}: seeding ${o.products} products…`);
  await seedIfEmpty(database, benchSeedData(seedData, o.products));
  const app = createApp({ database });
  const { db } = database;
  const variants = await benchVariants(db, ADD_VARIANTS + ORDER_VARIANTS);
  const tokens = await emptyCarts(db, ADD_PREFIX, ADD_CARTS);
  o.log(`bench: api ${kind}: preparing ${o.orders} carts for the decision…`);
  const ready = await readyCarts(app, db, variants.slice(ADD_VARIANTS), o.orders);
  o.log(`bench: api ${kind}: a member with ${HISTORY_ORDERS} orders…`);
  const historyToken = await memberWithOrders(db, 'taro@example.jp', HISTORY_ORDERS);
  // A shop's planner has statistics; a freshly seeded database has none until analysed.
  await db.execute(sql`analyze`);
  const list = await app.request(LIST_PATHS[0] as string);
  const listBytes = Buffer.byteLength(await list.text());
  return { tokens, addVariants: variants.slice(0, ADD_VARIANTS), ready, historyToken, listBytes };
}

/** Closed-loop rows (saturation at `connections`) and open-loop rows (fixed rates) on one API. */
async function measureRows(
  kind: CartFigure['database'],
  api: ApiUnderTest,
  p: Prepared,
  o: CartBenchOptions,
  carts: { next: number },
): Promise<CartFigure[]> {
  const base = {
    origin: api.origin,
    connections: o.connections,
    warmupMs: o.warmupMs,
    durationMs: o.durationMs,
  };
  const label = `bench: api ${kind} ×${api.processes}`;
  const figures: CartFigure[] = [];
  const row = async (call: CallName, plan: LoadPlan, replyBytes: number | null = null) => {
    o.log(
      `${label}: ${call}, ${plan.rate ? `${plan.rate}/s open loop` : `${plan.connections} connections`}…`,
    );
    const stats = await runPlan(api, plan);
    figures.push({
      database: kind,
      call,
      processes: api.processes,
      mode: plan.rate ? 'open' : 'closed',
      rate: plan.rate ?? null,
      connections: plan.connections,
      replyBytes,
      ...stats,
    });
  };
  const add = { kind: 'add' as const, tokens: p.tokens, variantIds: p.addVariants };
  // Each decision needs a cart of its own: every run takes the next unused slice.
  const decisionCarts = (n: number) => {
    const slice = p.ready.slice(carts.next, carts.next + n);
    carts.next += n;
    return slice;
  };
  const seconds = (o.warmupMs + o.durationMs) / 1000;
  await row('add', { ...base, ...add });
  if (api.processes === 1) await row('add', { ...base, connections: 1, ...add });
  await row('decision', {
    ...base,
    kind: 'decision',
    carts: decisionCarts(Math.floor(p.ready.length / 4)),
    keyPrefix: `${kind}${api.processes}c`,
  });
  await row('products', { ...base, kind: 'get', paths: LIST_PATHS }, p.listBytes);
  await row('products filtered', { ...base, kind: 'get', paths: FILTERED_PATHS });
  const open = { ...base, connections: 64 };
  await row('add', { ...open, rate: OPEN_RATES.add, ...add });
  await row('decision', {
    ...open,
    rate: OPEN_RATES.decision,
    kind: 'decision',
    carts: decisionCarts(Math.ceil(OPEN_RATES.decision * seconds) + 1),
    keyPrefix: `${kind}${api.processes}o`,
  });
  const history = Array.from({ length: 10 }, (_, i) => `/v1/me/orders?page=${i + 1}`);
  await row('history', {
    ...open,
    rate: OPEN_RATES.history,
    kind: 'get',
    paths: history,
    headers: { authorization: `Bearer ${p.historyToken}` },
  });
  return figures;
}

/** Drives the floor server (in this process) with the same requests as cart add. */
async function floorRow(
  kind: CartFigure['database'],
  database: Database,
  p: Prepared,
  o: CartBenchOptions,
): Promise<CartFigure> {
  const floor = await floorServer(database, ADD_PREFIX);
  const cpu = () => {
    const u = process.cpuUsage();
    return Promise.resolve((u.user + u.system) / 1000);
  };
  const api: ApiUnderTest = {
    origin: `http://127.0.0.1:${floor.port}`,
    processes: 1,
    cpuMs: cpu,
    close: floor.close,
  };
  try {
    o.log(`bench: api ${kind}: floor (one-row UPDATE), ${o.connections} connections…`);
    const plan: LoadPlan = {
      origin: api.origin,
      connections: o.connections,
      warmupMs: o.warmupMs,
      durationMs: o.durationMs,
      kind: 'add',
      tokens: p.tokens,
      variantIds: p.addVariants,
    };
    const stats = await runPlan(api, plan);
    return {
      database: kind,
      call: 'floor',
      processes: 1,
      mode: 'closed',
      rate: null,
      connections: o.connections,
      replyBytes: null,
      ...stats,
    };
  } finally {
    await floor.close();
  }
}

/**
 * Measures one database in this process: PGlite in a temp dir (one process, the API here), or a
 * throwaway PostgreSQL with the API as 1 and then 2 processes behind one port.
 */
export async function benchOneDatabase(
  kind: CartFigure['database'],
  o: CartBenchOptions,
): Promise<CartFigure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-cart-'));
  const carts = { next: 0 };
  try {
    if (kind === 'pglite') {
      const pglite = await openDatabase({ dataDir: dir });
      try {
        const p = await prepare(kind, pglite, o);
        const api = await inProcessApi(pglite);
        const rows = await measureRows(kind, api, p, o, carts).finally(() => api.close());
        return [...rows, await floorRow(kind, pglite, p, o)];
      } finally {
        await pglite.close();
      }
    }
    const server = await startTempPostgres();
    if (!server) throw new Error('could not start PostgreSQL');
    const database = await openDatabase({ databaseUrl: server.url });
    try {
      const p = await prepare(kind, database, o);
      const rows: CartFigure[] = [];
      for (const processes of [1, 2]) {
        const api = await startApiCluster(server.url, processes);
        rows.push(...(await measureRows(kind, api, p, o, carts).finally(() => api.close())));
      }
      return [...rows, await floorRow(kind, database, p, o)];
    } finally {
      await database.close();
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs one database's measures in a fresh process, so what one leaves behind (heap, JIT) never skews the next. */
function benchInChild(
  kind: CartFigure['database'],
  o: Omit<CartBenchOptions, 'log'>,
): Promise<CartFigure[]> {
  return new Promise((resolve, reject) => {
    const child = fork(CART_WORKER, { stdio: 'inherit' });
    child.once(
      'message',
      (m: { ok: true; figures: CartFigure[] } | { ok: false; error: string }) =>
        m.ok ? resolve(m.figures) : reject(new Error(m.error)),
    );
    child.once('exit', (code) => reject(new Error(`cart bench process exited with ${code}`)));
    child.send({ kind, options: o });
  });
}

/** Measures the API rows on PGlite and on PostgreSQL, each in its own process. */
export async function benchCart(o: CartBenchOptions): Promise<CartFigure[]> {
  const { log, ...options } = o;
  const only = process.env.BENCH_DATABASE;
  const figures = only === 'postgres' ? [] : await benchInChild('pglite', options);
  if (only === 'pglite') return figures;
  if (!findPostgresBin()) {
    log('bench: api postgres: SKIPPED, PostgreSQL server binaries are not installed');
    return figures;
  }
  return [...figures, ...(await benchInChild('postgres', options))];
}
