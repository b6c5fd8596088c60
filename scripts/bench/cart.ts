import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/index';
import { configureMailer } from '../../server/services/mail/mailer';
import { listen } from '../../server/static/network';
import { findPostgresBin, startTempPostgres } from '../postgres';
import { benchVariants, emptyCarts, readyCarts } from './cart-prepare';
import { floorServer } from './floor';
import type { LoadStats } from './load';
import type { LoadPlan } from './load-worker';

/** One measured call on one database. */
export type CartFigure = {
  database: 'pglite' | 'postgres';
  /** `floor`: a one-row UPDATE over the cart add's path and stack (what add can never beat). */
  call: 'add' | 'decision' | 'floor';
  /** Concurrent keep-alive connections driving the call. */
  connections: number;
  /** CPU time of the API process (and PGlite, which runs inside it) per answered request. */
  cpuMsPerRequest: number;
} & LoadStats;

/** How hard and how long to drive each call. */
export type CartBenchOptions = {
  connections: number;
  warmupMs: number;
  durationMs: number;
  orders: number;
  log: (line: string) => void;
};

const ADD_CARTS = 1000;
const ADD_PREFIX = 'ba-';
const ADD_VARIANTS = 4;
const ORDER_VARIANTS = 40;
const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
const CART_WORKER = fileURLToPath(new URL('./cart-worker.ts', import.meta.url));

/** Runs a plan in a forked process (its own event loop and core); adds this process's CPU per request. */
async function runPlan(plan: LoadPlan): Promise<LoadStats & { cpuMsPerRequest: number }> {
  const cpu = process.cpuUsage();
  const stats = await loadInChild(plan);
  const used = process.cpuUsage(cpu);
  const perRequest = (used.user + used.system) / 1000 / Math.max(1, stats.answered);
  return { ...stats, cpuMsPerRequest: Math.round(perRequest * 100) / 100 };
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

/** Drives the floor server with the same requests as cart add. */
async function runFloor(
  database: Database,
  tokens: string[],
  base: Omit<LoadPlan, 'kind' | 'tokens' | 'variantIds' | 'carts' | 'keyPrefix'>,
  variantIds: number[],
) {
  const floor = await floorServer(database, ADD_PREFIX);
  try {
    const origin = `http://127.0.0.1:${floor.port}`;
    return await runPlan({ ...base, origin, kind: 'add', tokens, variantIds });
  } finally {
    await floor.close();
  }
}

/** Seeds a database, serves the API over loopback HTTP, and measures cart add then decision. */
async function benchDatabase(
  kind: CartFigure['database'],
  database: Database,
  o: CartBenchOptions,
): Promise<CartFigure[]> {
  await migrateDatabase(database);
  await seedIfEmpty(database);
  const app = createApp({ database });
  const { db } = database;
  const variants = await benchVariants(db, ADD_VARIANTS + ORDER_VARIANTS);
  const tokens = await emptyCarts(db, ADD_PREFIX, ADD_CARTS);
  o.log(`bench: cart ${kind}: preparing ${o.orders} carts for the decision…`);
  const ready = await readyCarts(app, db, variants.slice(ADD_VARIANTS), o.orders);
  const server = await listen((req, bindings) => app.fetch(req, bindings), 0, '127.0.0.1');
  const base = {
    origin: `http://127.0.0.1:${server.port}`,
    connections: o.connections,
    warmupMs: o.warmupMs,
    durationMs: o.durationMs,
  };
  try {
    o.log(`bench: cart ${kind}: add, ${o.connections} connections…`);
    const add = await runPlan({
      ...base,
      kind: 'add',
      tokens,
      variantIds: variants.slice(0, ADD_VARIANTS),
    });
    // One connection: the time one add takes when nothing queues ahead of it.
    o.log(`bench: cart ${kind}: add, 1 connection…`);
    const single = await runPlan({
      ...base,
      connections: 1,
      kind: 'add',
      tokens,
      variantIds: variants.slice(0, ADD_VARIANTS),
    });
    o.log(`bench: cart ${kind}: decision, ${o.connections} connections…`);
    const decision = await runPlan({ ...base, kind: 'decision', carts: ready, keyPrefix: kind });
    o.log(`bench: cart ${kind}: floor (one-row UPDATE), ${o.connections} connections…`);
    const floor = await runFloor(database, tokens, base, variants.slice(0, ADD_VARIANTS));
    return [
      { database: kind, call: 'add', connections: o.connections, ...add },
      { database: kind, call: 'add', connections: 1, ...single },
      { database: kind, call: 'decision', connections: o.connections, ...decision },
      { database: kind, call: 'floor', connections: o.connections, ...floor },
    ];
  } finally {
    await server.close();
  }
}

/** Measures one database in this process: PGlite in a temp dir, or a throwaway PostgreSQL. */
export async function benchOneDatabase(
  kind: CartFigure['database'],
  o: CartBenchOptions,
): Promise<CartFigure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-cart-'));
  configureMailer({ dir: join(dir, 'mail'), smtpUrl: undefined });
  try {
    if (kind === 'pglite') {
      const pglite = await openDatabase({ dataDir: dir });
      try {
        return await benchDatabase('pglite', pglite, o);
      } finally {
        await pglite.close();
      }
    }
    const server = await startTempPostgres();
    if (!server) throw new Error('could not start PostgreSQL');
    const database = await openDatabase({ databaseUrl: server.url });
    try {
      return await benchDatabase('postgres', database, o);
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

/** Measures cart add and decision on PGlite and on PostgreSQL, each in its own process. */
export async function benchCart(o: CartBenchOptions): Promise<CartFigure[]> {
  const { log, ...options } = o;
  const figures = await benchInChild('pglite', options);
  if (!findPostgresBin()) {
    log('bench: cart postgres: SKIPPED, PostgreSQL server binaries are not installed');
    return figures;
  }
  return [...figures, ...(await benchInChild('postgres', options))];
}
