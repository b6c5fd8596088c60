import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { log } from '../../log';
import {
  type RebuildRow,
  readRebuild,
  rebuildLockFree,
  tryRebuildLock,
  writeRebuild,
} from './rebuild.queries';

/** What a rebuild produced (the shape of `buildSite`'s result). */
export type RebuildResult = { pages: number; seconds: number };

/** State of the editors' rebuild, as `GET /v1/admin/rebuild` reports it. */
export type RebuildState = {
  status: 'idle' | 'building' | 'done' | 'failed';
  started_at: string | null;
  finished_at: string | null;
  pages: number | null;
  seconds: number | null;
};

/** What the admin routes need from their host: the token, and how to rebuild the site (none: no rebuilds). */
export type AdminOptions = {
  token: string | undefined;
  rebuild?: () => Promise<RebuildResult>;
};

/** Whether an `Authorization` header carries `token` (never when no token is set). */
export function isAdmin(token: string | undefined, header: string | undefined): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The reported state of a stored row (`idle` before the first rebuild). */
function toState(row: RebuildRow | undefined): RebuildState {
  return {
    status: row?.status ?? 'idle',
    started_at: iso(row?.startedAt),
    finished_at: iso(row?.finishedAt),
    pages: row?.pages ?? null,
    seconds: row?.seconds ?? null,
  };
}

/** One app's rebuild: its state, and how to start one. */
export type Rebuilder = ReturnType<typeof createRebuilder>;

/**
 * One app's rebuild. The state lives in the database (any process answers `GET`), and one
 * rebuild runs across all processes: an advisory lock on PostgreSQL, this process's flag on PGlite.
 */
export function createRebuilder(rebuild: () => Promise<RebuildResult>) {
  let running: Promise<void> | undefined;
  let pending = false;
  let draining: Promise<void> | undefined;
  const state = async (database: Database): Promise<RebuildState> => {
    const row = await readRebuild(database);
    // A `building` row nobody holds the lock for was left by a process that died mid-build.
    if (row?.status === 'building' && !running && (await rebuildLockFree(database))) {
      return { ...toState(row), status: 'failed' };
    }
    return toState(row);
  };
  const finish = async (database: Database, change: Parameters<typeof writeRebuild>[1]) =>
    writeRebuild(database, { ...change, finishedAt: new Date() }).catch((error: unknown) =>
      log.error('[admin] rebuild state not saved:', error),
    );
  const start = async (
    database: Database,
  ): Promise<{ state: RebuildState; done: Promise<void> }> => {
    if (running) return { state: await state(database), done: running };
    const release = await tryRebuildLock(database);
    if (!release) return { state: await state(database), done: Promise.resolve() };
    await writeRebuild(database, { status: 'building', startedAt: new Date(), finishedAt: null });
    running = rebuild()
      .then(
        (result) =>
          finish(database, { status: 'done', pages: result.pages, seconds: result.seconds }),
        (error: unknown) => {
          log.error('[admin] rebuild failed:', error);
          return finish(database, { status: 'failed', pages: null, seconds: null });
        },
      )
      .finally(async () => {
        // Unlocked before `running` clears, so a start that sees no build here finds the lock free.
        await release();
        running = undefined;
      });
    return { state: await state(database), done: running };
  };
  /** Builds until no change waits: a build already running may have read the content before it. */
  const drain = async (database: Database): Promise<void> => {
    while (pending) {
      if (running) {
        await running;
        continue;
      }
      pending = false;
      await (await start(database)).done;
    }
  };
  return {
    /** The current rebuild state. */
    state,
    /** Starts a rebuild unless one runs anywhere; the live site is served until the new one swaps in. */
    start,
    /**
     * Rebuilds after a content change: now, or once more after the rebuild running here (it may
     * have read the content before the change). One running in another process leaves the site
     * stale by content version, so the next start rebuilds it.
     */
    async queue(database: Database): Promise<void> {
      pending = true;
      draining ??= drain(database)
        .catch((error: unknown) => log.error('[admin] queued rebuild not started:', error))
        .finally(() => {
          draining = undefined;
        });
    },
    /** Resolves once no queued rebuild waits or runs in this process (for tests and shutdown). */
    idle: (): Promise<void> => draining ?? Promise.resolve(),
  };
}
