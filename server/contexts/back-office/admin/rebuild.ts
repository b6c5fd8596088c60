import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { ReleaseLock } from '../../../db/session-lock';
import { log } from '../../../log';
import {
  holdWholeBuildsReport,
  type RebuildRow,
  readRebuild,
  rebuildLockFree,
  tryRebuildLock,
  wholeBuildsRunning,
  writeRebuild,
} from './rebuild.queries';

/** One channel's part of a rebuild: pages rendered now and reused from the previous build. */
export type ChannelReport = {
  id: string;
  status: 'done' | 'failed';
  rendered: number;
  reused: number;
  seconds: number;
};

/** What a rebuild produced (the shape of `buildSite`'s result); `failed` channels kept their old site. */
export type RebuildResult = {
  pages: number;
  seconds: number;
  failed?: number;
  channels?: readonly ChannelReport[];
  /**
   * Whole builds still running beside the round when it ended (they no longer hold the round's
   * lock): their channels, when they end. The state stays `building` until then.
   */
  later?: Promise<RebuildResult>;
};

/** Which channels a rebuild builds: all of them (an editor asked), or those older than their data. */
export type RebuildScope = 'all' | 'stale';

/** Rebuilds `scope`, calling `progress` as each channel is published or fails. */
export type RebuildSite = (
  scope: RebuildScope,
  progress?: (channel: ChannelReport) => unknown,
) => Promise<RebuildResult>;

/** State of the editors' rebuild, as `GET /v1/admin/rebuild` reports it. */
export type RebuildState = {
  status: 'idle' | 'building' | 'done' | 'failed';
  started_at: string | null;
  finished_at: string | null;
  pages: number | null;
  seconds: number | null;
  channels: ChannelReport[];
};

/** What the admin routes need from their host: the token, and how to rebuild the site (none: no rebuilds). */
export type AdminOptions = {
  token: string | undefined;
  rebuild?: RebuildSite;
  /** The host's own rebuilder (it also builds at start-up); wins over `rebuild`. */
  rebuilder?: Rebuilder;
};

/** What an editors' route factory takes from its host: the admin token, and the rebuilder if any. */
export type EditorRouteOptions = Pick<AdminOptions, 'token' | 'rebuilder'>;

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
    channels: (row?.channels ?? []).map(({ id, status, rendered, reused, seconds }) => ({
      id,
      status: status === 'failed' ? 'failed' : 'done',
      rendered,
      reused,
      seconds,
    })),
  };
}

/** Two waiting requests as one: a rebuild of every channel covers the stale ones. */
const merge = (a: RebuildScope | undefined, b: RebuildScope): RebuildScope =>
  a === 'all' || b === 'all' ? 'all' : 'stale';

/** A channel's report as stored in `site_rebuilds.channels`. */
const stored = ({ id, status, rendered, reused, seconds }: ChannelReport): ChannelReport => ({
  id,
  status,
  rendered,
  reused: reused ?? 0,
  seconds,
});

/** One app's rebuild: its state, and how to start one. */
export type Rebuilder = ReturnType<typeof createRebuilder>;

/** Whether every channel's published site is current, so a rebuild of the stale ones has nothing to do. */
export type UpToDate = () => Promise<boolean>;

/**
 * One app's rebuild. The state lives in the database (any process answers `GET`), and one
 * rebuild runs across all processes: an advisory lock on PostgreSQL, this process's flag on PGlite.
 */
export function createRebuilder(
  rebuild: RebuildSite,
  timing = { busyPollMs: 1000 },
  upToDate?: UpToDate,
) {
  let running: Promise<void> | undefined;
  let pending: RebuildScope | undefined;
  let draining: Promise<void> | undefined;
  /** Whole builds rounds here left running, until their end is written. */
  const background = new Set<Promise<void>>();
  const state = async (database: Database): Promise<RebuildState> => {
    const row = await readRebuild(database);
    // A `building` row nobody holds the lock for was left by a process that died mid-build.
    if (
      row?.status === 'building' &&
      !running &&
      background.size === 0 &&
      (await rebuildLockFree(database))
    ) {
      return { ...toState(row), status: 'failed' };
    }
    // A later round (here or on another node) may have ended the row while whole builds it left
    // to their queue still run: the site is still being built.
    if (row && row.status !== 'building' && (await wholeBuildsRunning(database))) {
      return { ...toState(row), status: 'building' };
    }
    return toState(row);
  };
  const save = async (database: Database, change: Parameters<typeof writeRebuild>[1]) =>
    writeRebuild(database, change).catch((error: unknown) =>
      log.error('[admin] rebuild state not saved:', error),
    );
  /** Row writes one at a time here: each merges its channels into what the row lists. */
  let writes: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(write: () => Promise<T>): Promise<T> => {
    const next = writes.then(write);
    writes = next.catch(() => undefined);
    return next;
  };
  /**
   * Adds channel reports to the row (a channel reported again replaces its last report) and, with
   * `end` and while the row is still this rebuild's (`startedAt`), ends it: failed when any channel
   * it lists failed. A later rebuild may have taken the row: it lists these and ends it itself.
   */
  const report = (
    database: Database,
    startedAt: Date,
    reports: readonly ChannelReport[],
    end?: { pages: number; seconds: number },
  ) =>
    inOrder(async () => {
      const row = await readRebuild(database);
      const known = (row?.channels ?? []).filter((c) => !reports.some((r) => r.id === c.id));
      const channels = [...known, ...reports.map(stored)];
      const ours = row?.startedAt?.getTime() === startedAt.getTime();
      if (!end || !ours) return save(database, { channels });
      const failed = channels.some((c) => c.status === 'failed');
      if (failed) log.error('[admin] rebuild: a channel failed; it keeps its previous site');
      return save(database, {
        status: failed ? 'failed' : 'done',
        ...end,
        channels,
        finishedAt: new Date(),
      });
    });
  /** Ends the row once the whole builds the round left running end (see `report`). */
  const finishLater = (
    database: Database,
    startedAt: Date,
    later: Promise<RebuildResult>,
    reporting: ReleaseLock | null,
  ) => {
    const ended: Promise<void> = later
      .then(async (result) => {
        const channels = [...(result.channels ?? [])];
        const row = await readRebuild(database);
        const listed = [...(row?.channels ?? []), ...channels];
        const pages = listed.reduce((sum, c) => sum + c.rendered + (c.reused ?? 0), 0);
        const seconds = (Date.now() - startedAt.getTime()) / 1000;
        await report(database, startedAt, channels, { pages, seconds });
      })
      .catch((error: unknown) => log.error('[admin] rebuild: whole builds not reported:', error))
      .finally(async () => {
        await reporting?.();
        background.delete(ended);
      });
    background.add(ended);
  };
  const run = async (database: Database, scope: RebuildScope, startedAt: Date) => {
    try {
      const result = await rebuild(scope, (channel) => report(database, startedAt, [channel]));
      const reports = [...(result.channels ?? [])];
      if (result.later) {
        // Taken before the round's lock is let go: whoever reads the state until the builds'
        // channels are written (here or on another node) is told the site is still building.
        const reporting = await holdWholeBuildsReport(database);
        await report(database, startedAt, reports);
        finishLater(database, startedAt, result.later, reporting);
        return;
      }
      if ((result.failed ?? 0) > 0) {
        log.error(
          `[admin] rebuild: ${result.failed} channel(s) failed; they keep their previous site`,
        );
      }
      await report(database, startedAt, reports, { pages: result.pages, seconds: result.seconds });
    } catch (error) {
      log.error('[admin] rebuild failed:', error);
      await save(database, {
        status: 'failed',
        pages: null,
        seconds: null,
        finishedAt: new Date(),
      });
    }
  };
  /**
   * Starts `scope` unless a rebuild runs anywhere; `started` says whether this call began one, and
   * `upToDate` that it did not because a rebuild of the stale channels had nothing to do.
   */
  const start = async (
    database: Database,
    scope: RebuildScope = 'all',
  ): Promise<{ state: RebuildState; done: Promise<void>; started: boolean; upToDate?: true }> => {
    if (running) return { state: await state(database), done: running, started: false };
    const release = await tryRebuildLock(database);
    if (!release) {
      return { state: await state(database), done: Promise.resolve(), started: false };
    }
    // Nothing stale (a follow-up round after a whole build that caught up already): the row keeps
    // the report of the rebuild that did the work instead of a new one that lists nothing.
    if (scope === 'stale' && upToDate && (await upToDate().catch(() => false))) {
      await release();
      return {
        state: await state(database),
        done: Promise.resolve(),
        started: false,
        upToDate: true,
      };
    }
    const startedAt = new Date();
    try {
      // While whole builds an earlier round left still run, their channels stay listed.
      const carried = (await readRebuild(database))?.status === 'building';
      await writeRebuild(database, {
        status: 'building',
        startedAt,
        finishedAt: null,
        ...(carried ? {} : { channels: [] }),
      });
    } catch (error) {
      // A lock left held would keep its connection from the pool (and the pool from closing).
      await release();
      throw error;
    }
    running = run(database, scope, startedAt).finally(async () => {
      // Unlocked before `running` clears, so a start that sees no build here finds the lock free.
      await release();
      running = undefined;
    });
    return { state: await state(database), done: running, started: true };
  };
  /**
   * Builds until no request waits: after the build running here, or, while another process holds
   * the lock, once it lets go (polling the lock; that build may have read the data before).
   */
  const drain = async (database: Database): Promise<void> => {
    while (pending) {
      if (running) {
        await running;
        continue;
      }
      const scope = pending;
      pending = undefined;
      const attempt = await start(database, scope);
      if (attempt.upToDate) continue;
      if (!attempt.started) {
        pending = merge(pending, scope);
        await new Promise((resolve) => setTimeout(resolve, timing.busyPollMs));
        continue;
      }
      await attempt.done;
    }
  };
  const queue = (database: Database, scope: RebuildScope): void => {
    pending = merge(pending, scope);
    draining ??= drain(database)
      .catch((error: unknown) => log.error('[admin] queued rebuild not started:', error))
      .finally(() => {
        draining = undefined;
      });
  };
  return {
    /** The current rebuild state. */
    state,
    /** Starts a rebuild unless one runs anywhere; the live site is served until the new one swaps in. */
    start,
    /**
     * An editor's rebuild of every channel: starts now, or is queued to run once the rebuild
     * running here or on another node ends (several requests meanwhile share that one).
     */
    async request(database: Database): Promise<RebuildState & { queued: boolean }> {
      const attempt = await start(database, 'all');
      if (!attempt.started) queue(database, 'all');
      return { ...attempt.state, queued: !attempt.started };
    },
    /**
     * Rebuilds the channels a content change made stale: now, or once more after the rebuild
     * running here or on another node (it may have read the content before the change).
     */
    async queue(database: Database): Promise<void> {
      queue(database, 'stale');
    },
    /**
     * Resolves once no queued rebuild waits or runs in this process, and the whole builds its
     * rounds left running have ended (for tests and shutdown).
     */
    async idle(): Promise<void> {
      while (draining || background.size > 0) await (draining ?? Promise.all(background));
    },
  };
}
