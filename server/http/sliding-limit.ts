import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { rateLimits } from '../db/schema/index';

/**
 * At most `limit` hits per key in ANY `windowMs`-long span (a sliding window log), exact across
 * every API process on one database. The last `limit` accepted hits are kept as a ring of
 * `rate_limits` rows (`name~key#0…limit-1`, each expiring a window after its hit) behind a head
 * row (`name~key`) that holds the next slot's index; the head is locked for the transaction, so
 * hits on one key queue. The slot at the head is the oldest of the last `limit` hits: a new hit
 * is accepted only once that one left the window. Times come from the database's clock, never
 * from a process's. Refused hits are not stored; expired rows go with `pruneRateLimits`.
 */
export class SlidingWindowLimiter {
  constructor(
    private readonly database: Database,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Records a hit: null when allowed, else whole seconds until the key may hit again (≥ 1). */
  take(key: string): Promise<number | null> {
    return this.database.db.transaction(async (tx) => {
      const head = `${this.name}~${key}`;
      const index = (await this.lockHead(tx, head)) % this.limit;
      const slot = `${head}#${index}`;
      const claimed = await tx
        .insert(rateLimits)
        .values({ key: slot, points: 1, expire: this.windowEnd() })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { points: sql`${rateLimits.points} + 1`, expire: this.windowEnd() },
          setWhere: sql`${rateLimits.expire} <= clock_timestamp()`,
        })
        .returning({ key: rateLimits.key });
      if (claimed.length === 0) return this.secondsUntilFree(tx, slot);
      await tx
        .update(rateLimits)
        .set({ points: (index + 1) % this.limit, expire: this.windowEnd() })
        .where(eq(rateLimits.key, head));
      return null;
    });
  }

  /** Records a hit; false when the key already used up its allowance in the window. */
  async hit(key: string): Promise<boolean> {
    return (await this.take(key)) === null;
  }

  /** Creates or locks the key's head row until the transaction ends; answers the next slot. */
  private async lockHead(tx: Tx, head: string): Promise<number> {
    const [row] = await tx
      .insert(rateLimits)
      .values({ key: head, points: 0, expire: this.windowEnd() })
      .onConflictDoUpdate({ target: rateLimits.key, set: { points: sql`${rateLimits.points}` } })
      .returning({ next: rateLimits.points });
    return row?.next ?? 0;
  }

  /** Whole seconds (≥ 1) until the busy slot's hit leaves the window. */
  private async secondsUntilFree(tx: Tx, slot: string): Promise<number> {
    const [row] = await tx
      .select({
        seconds: sql<number>`ceil(extract(epoch from ${rateLimits.expire} - clock_timestamp()))::int`,
      })
      .from(rateLimits)
      .where(eq(rateLimits.key, slot));
    return Math.max(1, Number(row?.seconds ?? 1));
  }

  /** The database's now plus one window. */
  private windowEnd() {
    return sql`clock_timestamp() + make_interval(secs => ${this.windowMs / 1000})`;
  }
}

const byDatabase = new WeakMap<Database, Map<string, SlidingWindowLimiter>>();

/** The named sliding-window limiter over one database (a handle: the hits live in the database). */
export function slidingLimiter(database: Database, name: string, limit: number, windowMs: number) {
  let named = byDatabase.get(database);
  if (!named) {
    named = new Map();
    byDatabase.set(database, named);
  }
  let limiter = named.get(name);
  if (!limiter) {
    limiter = new SlidingWindowLimiter(database, name, limit, windowMs);
    named.set(name, limiter);
  }
  return limiter;
}
