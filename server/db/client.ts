import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { log } from '../log';
import * as schema from './schema/index';

/** The Drizzle database both drivers expose (same dialect, same schema). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, for functions that work inside `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database: Drizzle handle, which engine runs it, and how to close it. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

/** Where to open the database; `databaseUrl` wins, then `memory`, then `dataDir`. */
export type OpenDatabaseOptions = { dataDir?: string; databaseUrl?: string; memory?: boolean };

/** Opens PostgreSQL (when `databaseUrl` is set) or PGlite (in memory or under `${dataDir}/pglite`). */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A database that is down refuses at once (503); a hung one or a pool busy for 15 s also
    // answers 503 rather than queueing the request for ever (the storefront gives up at 20 s).
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 15_000,
      // A plan with parallel workers pays for starting them on every run: for a common word the
      // keyword search planned one (40 ms before the first row, 150–170 ms in all against 20 ms
      // without) on the few cores a shop's server has, where requests already run side by side.
      options: '-c max_parallel_workers_per_gather=0',
      // A connection's first run of each statement costs several times a later one (PostgreSQL
      // loads the tables' catalogue entries and statistics per connection: 60–270 ms against 20 for
      // a keyword search at 100,000 products); pg's default closes a connection idle for 10 s, so
      // a quiet shop's shopper would meet fresh connections. Kept for 5 minutes instead.
      idleTimeoutMillis: 300_000,
      // …without keeping a process that has nothing else to do alive for those minutes.
      allowExitOnIdle: true,
    });
    // An idle connection closed by the server (restart, failover, a dropped database) is emitted
    // on the pool; without a listener Node treats it as uncaught and the whole process dies.
    pool.on('error', (error) => log.warn(`database: idle connection closed (${error.message})`));
    // The same for a connection checked out (inside a transaction) when the server goes away:
    // its query fails (503 to the caller) and the pool drops it on release; the process lives on.
    pool.on('connect', (client) =>
      client.on('error', (error) => log.warn(`database: connection lost (${error.message})`)),
    );
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.memory) {
    client = await PGlite.create();
  } else {
    const dir = join(opts.dataDir ?? './data', 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  return wrapPglite(client);
}

/**
 * PGlite runs each statement synchronously on this thread and resolves it in a microtask, so a
 * chain of statements never gave the event loop a turn: during a 10,000-product CSV import (30 s)
 * the server read no request, and answered 408 to those it had not read for 20 s. Every statement
 * now waits for the loop's next turn first (PGlite's query, exec and transactions all send through
 * `execProtocolStream`); the wait costs microseconds.
 */
function yieldBeforeEachStatement(client: PGlite): void {
  const send = client.execProtocolStream.bind(client);
  client.execProtocolStream = (async (...args: Parameters<PGlite['execProtocolStream']>) => {
    await nextTurn();
    return send(...args);
  }) as PGlite['execProtocolStream'];
}

/** Wraps an open PGlite instance as a Database (tests use it to open a dumped template). */
export function wrapPglite(client: PGlite): Database {
  yieldBeforeEachStatement(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
