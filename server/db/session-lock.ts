import type { Database } from './client.ts';

type PoolLike = { connect(): Promise<PoolClientLike> };
type PoolClientLike = {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(error?: Error): void;
};

/** Releases a lock taken by `trySessionLock`. */
export type ReleaseLock = () => Promise<void>;

/** How a lock is held: alone, or beside other shared holders (no exclusive one then). */
export type LockMode = 'exclusive' | 'shared';

/** The holders of each lock name in this process (all of them on PGlite, never shared by processes). */
const heldInProcess = new WeakMap<Database, Map<string, { mode: LockMode; count: number }>>();

function tryInProcess(database: Database, name: string, mode: LockMode): ReleaseLock | null {
  const held = heldInProcess.get(database) ?? new Map<string, { mode: LockMode; count: number }>();
  heldInProcess.set(database, held);
  const now = held.get(name);
  if (now && (mode === 'exclusive' || now.mode === 'exclusive')) return null;
  held.set(name, { mode, count: (now?.count ?? 0) + 1 });
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    const left = held.get(name);
    if (!left) return;
    if (left.count <= 1) held.delete(name);
    else left.count -= 1;
  };
}

/**
 * PostgreSQL: one connection per database holds this process's session locks, however many, so
 * build locks held for minutes take one connection from the pool, not one each. It goes back to
 * the pool when it holds none (so the pool can close), and its queries run one at a time.
 */
type LockSession = { client?: Promise<PoolClientLike>; held: number; queue: Promise<unknown> };

const lockSessions = new WeakMap<Database, LockSession>();

function lockSession(database: Database): LockSession {
  let session = lockSessions.get(database);
  if (!session) {
    session = { held: 0, queue: Promise.resolve() };
    lockSessions.set(database, session);
  }
  return session;
}

/** Runs one lock query on the session; `held` is how many locks it holds afterwards. */
function onSession<T>(
  database: Database,
  text: string,
  name: string,
  heldAfter: (row: T | undefined, held: number) => number,
): Promise<T | undefined> {
  const session = lockSession(database);
  const run = session.queue.then(async () => {
    const pool = (database.db as unknown as { $client: PoolLike }).$client;
    session.client ??= pool.connect();
    const client = await session.client;
    let row: T | undefined;
    try {
      row = (await client.query(text, [name])).rows[0] as T | undefined;
    } catch (error) {
      // A broken connection has lost its locks: drop it, so the next lock opens another.
      session.client = undefined;
      session.held = 0;
      client.release(error as Error);
      throw error;
    }
    session.held = heldAfter(row, session.held);
    if (session.held === 0) {
      session.client = undefined;
      client.release();
    }
    return row;
  });
  session.queue = run.catch(() => undefined);
  return run;
}

/**
 * Takes the lock `name` for as long as the caller keeps it, or null when it is held in a way that
 * excludes this one. Holders in this process are counted here (a PostgreSQL session's advisory
 * locks are re-entrant, so the session alone would let two callers of one process in); on
 * PostgreSQL it is also a session advisory lock (`hashtext(name)`) on this process's lock
 * connection, so other processes are kept out and a process that dies frees its locks.
 */
export async function trySessionLock(
  database: Database,
  name: string,
  mode: LockMode = 'exclusive',
): Promise<ReleaseLock | null> {
  const releaseHere = tryInProcess(database, name, mode);
  if (!releaseHere || database.kind !== 'postgres') return releaseHere;
  const take = mode === 'shared' ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  const give = mode === 'shared' ? 'pg_advisory_unlock_shared' : 'pg_advisory_unlock';
  let row: { locked: boolean } | undefined;
  try {
    row = await onSession<{ locked: boolean }>(
      database,
      `select ${take}(hashtext($1)) as locked`,
      name,
      (taken, held) => (taken?.locked === true ? held + 1 : held),
    );
  } catch (error) {
    await releaseHere();
    throw error;
  }
  if (row?.locked !== true) {
    await releaseHere();
    return null;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await onSession(database, `select ${give}(hashtext($1))`, name, (_row, held) =>
      Math.max(0, held - 1),
    ).catch(() => undefined);
    await releaseHere();
  };
}

/**
 * Whether anyone holds the lock `name` now, in any mode, read without taking it (PostgreSQL's
 * `pg_locks`; this process's holders on PGlite).
 */
export async function sessionLockHeld(database: Database, name: string): Promise<boolean> {
  if (database.kind !== 'postgres') return heldInProcess.get(database)?.has(name) ?? false;
  const pool = (database.db as unknown as { $client: PoolLike }).$client;
  const client = await pool.connect();
  try {
    // A one-key advisory lock shows its key's low 32 bits in `objid`, its high ones in `classid`.
    const { rows } = await client.query(
      `select exists (
         select 1 from pg_locks
          where locktype = 'advisory' and granted and objsubid = 1
            and objid::text::bigint = (hashtext($1)::bigint & 4294967295)
            and classid::text::bigint = ((hashtext($1)::bigint >> 32) & 4294967295)
       ) as held`,
      [name],
    );
    return rows[0]?.held === true;
  } finally {
    client.release();
  }
}

/** The locks the site builds take: one round at a time, each channel, and whole builds running. */
export const SITE_BUILD_LOCKS = {
  /** A publishing round (every process): exclusive. */
  round: 'site-rebuild',
  /** A channel being built or patched (every process): exclusive. */
  channel: (channelId: string) => `site-channel:${channelId}`,
  /** Held shared by every whole build running beside the rounds, so anyone can tell one runs. */
  wholeBuilds: 'site-whole-builds',
} as const;
