/**
 * `WORKERS=n npm start`: n API processes behind one port (node:cluster; the primary accepts and
 * hands connections round-robin). The primary migrates and seeds once, forks the workers and then
 * builds the stale channel sites through them; each worker serves the published builds as they
 * appear. A worker that dies is replaced.
 * State that matters (rate limits, jobs, sessions, rebuild lock) is in PostgreSQL, so a request
 * may land on any worker.
 */
import cluster, { type Worker as ClusterWorker } from 'node:cluster';
import * as v from 'valibot';
import { log } from './log.ts';

const CountSchema = v.pipe(
  v.optional(v.string(), '1'),
  v.regex(/^\d{1,3}$/, 'WORKERS must be a whole number from 1 to 64'),
  v.transform(Number),
  v.minValue(1, 'WORKERS must be a whole number from 1 to 64'),
  v.maxValue(64, 'WORKERS must be a whole number from 1 to 64'),
);

const FlagSchema = v.pipe(
  v.optional(v.string(), 'true'),
  v.picklist(['true', 'false', '1', '0'], 'BUILD_ON_START must be true or false'),
  v.transform((value) => value === 'true' || value === '1'),
);

/** The cluster's settings: how many API processes, and whether start-up builds the site. */
export type ClusterSettings = { workers: number; buildOnStart: boolean };

/** A setting that cannot work (WORKERS>1 without PostgreSQL, a malformed value). */
export class ClusterSetupError extends Error {}

/** Reads WORKERS (default 1) and BUILD_ON_START (default true); refuses several PGlite processes. */
export function clusterSettings(source: Record<string, string | undefined>): ClusterSettings {
  const blank = (value: string | undefined) => (value === '' ? undefined : value);
  const workers = v.safeParse(CountSchema, blank(source.WORKERS));
  if (!workers.success) throw new ClusterSetupError(workers.issues[0].message);
  const build = v.safeParse(FlagSchema, blank(source.BUILD_ON_START)?.toLowerCase());
  if (!build.success) throw new ClusterSetupError(build.issues[0].message);
  if (workers.output > 1 && !blank(source.DATABASE_URL)) {
    throw new ClusterSetupError(
      `WORKERS=${workers.output} needs DATABASE_URL: PGlite is a database inside one process, ` +
        'so several processes cannot share it. Set DATABASE_URL to a PostgreSQL server, or use WORKERS=1.',
    );
  }
  return { workers: workers.output, buildOnStart: build.output };
}

/** Whether this process is a worker forked by the primary (it skips migrate, seed and build). */
export const isClusterWorker = (): boolean => cluster.isWorker;

type Message = { type: 'listening'; port: number };

/** In a worker: tells the primary it listens, and shuts down gracefully if the primary goes away. */
export function reportListening(port: number): void {
  process.send?.({ type: 'listening', port } satisfies Message);
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

/** What the primary does around the workers; main.ts supplies each step. */
export type PrimarySteps = {
  /** Opens, migrates and seeds the database; returns how to close it. */
  prepare(): Promise<{ close(): Promise<void> }>;
  /** Builds the stale channels through the workers' API at `apiBase` (in the background; never throws). */
  buildSite(apiBase: string): Promise<void>;
  /** Background work done once for all workers (postal codes), given the start-up build. */
  afterReady(built: Promise<void>): void;
  /** The loopback base URL of the shared port. */
  apiBase(port: number): string;
};

const RESTART_DELAY_MS = 1000;

/** Forks one worker; resolves with its port once it listens. */
function fork(onListening: (worker: ClusterWorker, port: number) => void): ClusterWorker {
  const worker = cluster.fork();
  worker.on('message', (message: Message) => {
    if (message?.type === 'listening') onListening(worker, message.port);
  });
  return worker;
}

/** The primary: prepares once, forks `workers`, builds once, replaces a worker that dies. */
export async function runPrimary(settings: ClusterSettings, steps: PrimarySteps): Promise<void> {
  const database = await steps.prepare();
  let stopping = false;
  let port = 0;
  const listening = new Set<number>();
  let allListening: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    allListening = resolve;
  });
  const onListening = (worker: ClusterWorker, at: number) => {
    port = at;
    listening.add(worker.id);
    log.info(`cluster: worker ${worker.id} (pid ${worker.process.pid}) listening`);
    if (listening.size >= settings.workers) allListening();
  };
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    log.warn(`cluster: worker ${worker.id} exited (${signal ?? code}); starting another`);
    setTimeout(() => !stopping && fork(onListening), RESTART_DELAY_MS).unref();
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers…`);
    setTimeout(() => process.exit(1), 10_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const wait = () =>
      Object.keys(cluster.workers ?? {}).length === 0
        ? database.close().then(() => process.exit(0))
        : setTimeout(wait, 50);
    wait();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  log.info(`cluster: starting ${settings.workers} API processes`);
  for (let i = 0; i < settings.workers; i++) fork(onListening);
  await started;
  log.info(`ready: http://localhost:${port}/ (${settings.workers} API processes)`);
  // Workers serve each channel's published build (503 until there is one) while this builds.
  if (!settings.buildOnStart) log.info('build: skipped (BUILD_ON_START=false)');
  const built = settings.buildOnStart
    ? steps.buildSite(steps.apiBase(port)).catch((error) => log.error('build: not run:', error))
    : Promise.resolve();
  steps.afterReady(built);
}
