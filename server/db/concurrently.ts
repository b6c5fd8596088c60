import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

type Tasks = readonly (() => Promise<unknown>)[];
type Results<T extends Tasks> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads side by side on a pool, one after another inside a transaction:
 * a transaction holds a single connection, where overlapping queries only queue (and node-postgres
 * deprecates issuing them).
 */
export async function concurrently<T extends Tasks>(db: Db | Tx, tasks: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(tasks.map((task) => task()))) as Results<T>;
  }
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as Results<T>;
}
