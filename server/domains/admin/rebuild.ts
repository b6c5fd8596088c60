import { timingSafeEqual } from 'node:crypto';
import { log } from '../../log';

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

/** One app's rebuild: at most one runs; its state is kept for `GET /v1/admin/rebuild`. */
export function createRebuilder(rebuild: () => Promise<RebuildResult>) {
  let state: RebuildState = {
    status: 'idle',
    started_at: null,
    finished_at: null,
    pages: null,
    seconds: null,
  };
  let running: Promise<void> | undefined;
  const current = (): RebuildState => ({ ...state });
  return {
    /** The current rebuild state. */
    state: current,
    /** Starts a rebuild unless one runs; the live site is served until the new one swaps in. */
    start(): { state: RebuildState; done: Promise<void> } {
      if (running) return { state: current(), done: running };
      state = {
        ...state,
        status: 'building',
        started_at: new Date().toISOString(),
        finished_at: null,
      };
      running = rebuild()
        .then(
          (result) => {
            state = { ...state, status: 'done', pages: result.pages, seconds: result.seconds };
          },
          (error: unknown) => {
            log.error('[admin] rebuild failed:', error);
            state = { ...state, status: 'failed', pages: null, seconds: null };
          },
        )
        .finally(() => {
          state = { ...state, finished_at: new Date().toISOString() };
          running = undefined;
        });
      return { state: current(), done: running };
    },
  };
}
