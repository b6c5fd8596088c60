import { timingSafeEqual } from 'node:crypto';
import { env } from '../../env';
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

type AdminConfig = { token: string | undefined; rebuild: () => Promise<RebuildResult> };

async function defaultRebuild(): Promise<RebuildResult> {
  // Loaded lazily: the Astro build machinery is heavy and only the running shop needs it.
  const { buildSite } = await import('../../build');
  return buildSite({ apiBase: env.BUILD_API_BASE ?? `http://127.0.0.1:${env.PORT}` });
}

const config: AdminConfig = { token: env.ADMIN_TOKEN, rebuild: defaultRebuild };
let state: RebuildState = {
  status: 'idle',
  started_at: null,
  finished_at: null,
  pages: null,
  seconds: null,
};
let running: Promise<void> | undefined;

/** Lets the host process (or a test) set the admin token and how a rebuild runs. */
export function configureAdmin(next: Partial<AdminConfig>): void {
  Object.assign(config, next);
}

/** Whether an `Authorization` header carries the admin token (never when no token is set). */
export function isAdmin(header: string | undefined): boolean {
  const token = config.token;
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The current rebuild state. */
export const rebuildState = (): RebuildState => ({ ...state });

/** Starts a rebuild unless one runs; the live site is served until the new one swaps in. */
export function startRebuild(): { state: RebuildState; done: Promise<void> } {
  if (running) return { state: rebuildState(), done: running };
  state = { ...state, status: 'building', started_at: new Date().toISOString(), finished_at: null };
  running = config
    .rebuild()
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
  return { state: rebuildState(), done: running };
}
