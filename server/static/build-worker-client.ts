import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log as logger } from '../log.ts';
import type { AstroBuildOptions } from './astro-build.ts';
import {
  type AdoptFolder,
  isWorkerReply,
  type RendererVersions,
  type WorkerCounts,
  type WorkerJob,
  type WorkerReply,
  type WorkerRequest,
} from './build-worker-protocol.ts';
import type { DraftPage, RenderOverrides } from './live-renderer.ts';
import { tsxLoaderArgs } from './tsx-loader.ts';

/** What the API process knows of a renderer the worker holds: enough to decide whether to patch. */
export interface LiveMeta {
  folder: string;
  sourceVersion: number;
  versions: RendererVersions;
}

/** A long-lived child process that runs Astro builds and patches, and keeps the channels' renderers. */
export interface BuildWorker {
  /** A whole build of a channel; its code is then kept in the worker for patches. */
  build(
    key: string,
    options: AstroBuildOptions,
    sourceVersion: number,
    versions: RendererVersions,
    adopt?: AdoptFolder,
  ): Promise<WorkerCounts>;
  /** A patch of the channel's last folder; null when a whole build is needed instead. */
  patch(
    key: string,
    options: AstroBuildOptions,
    changes: Record<string, string[]> | null,
    versions: RendererVersions,
  ): Promise<WorkerCounts | null>;
  /**
   * One page of the channel rendered with `overrides` (a preview), written nowhere; null when the
   * worker holds no renderer for the channel or the site has no such page.
   */
  render(
    key: string,
    options: AstroBuildOptions,
    pathname: string,
    overrides: RenderOverrides,
  ): Promise<DraftPage | null>;
  /** The channel's renderer in the current worker process, if any. */
  live(key: string): LiveMeta | undefined;
  /** The current worker process id (undefined before the first job and after a recycle). */
  pid(): number | undefined;
  /** The most memory (RSS, bytes) any of this worker's processes held, as of their last job. */
  peakRss(): number;
  /** Ends the worker process (a later job starts a new one). */
  stop(): void;
}

/** Settings of a build worker (defaults for the shop; tests pass their own). */
export interface BuildWorkerSettings {
  /** After a job that leaves the worker above this RSS (bytes), it is ended once idle. */
  maxRss?: number;
  /** The module the child process runs. */
  entry?: string;
  /**
   * A folder in which each worker process gets a working directory of its own (removed when it
   * exits): Astro puts a build's intermediate chunks in `<cwd>/.astro/` when the site is outside the
   * working directory, and two builds at once there (two workers, or two servers in one project)
   * would delete each other's. Default: the API's working directory.
   */
  workRoot?: string;
}

/** Default recycling threshold: the six demo channels' renderers (about 1.7 GiB) stay loaded. */
export const DEFAULT_MAX_RSS = 3584 * 1024 * 1024;

const ENTRY = fileURLToPath(new URL('./build-worker-entry.ts', import.meta.url));

/**
 * The worker's environment: the API's, without the theme overrides (a build gets its theme as an
 * argument, so one worker builds every channel with its own).
 */
function workerEnv(): NodeJS.ProcessEnv {
  const { SITE_CUSTOMER: _customer, SITE_THEME: _theme, ...rest } = process.env;
  // The loader looks for tsconfig.json from the working directory, which is the worker's own.
  // The bundler's allocator (mimalloc, in Rolldown) gives freed memory back at once instead of
  // keeping its arena: about 150 MiB less held by each idle worker after a whole build (measured).
  return { TSX_TSCONFIG_PATH: resolve('tsconfig.json'), MIMALLOC_PURGE_DELAY: '0', ...rest };
}

/** A new, empty folder inside `root` for one worker process. */
function ownDirIn(root: string): string {
  mkdirSync(root, { recursive: true });
  return mkdtempSync(join(root, 'worker-'));
}

type Pending = {
  proc: ChildProcess;
  log: (line: string) => void;
  resolve: (reply: Extract<WorkerReply, { kind: 'done' }>) => void;
  reject: (error: Error) => void;
};

/**
 * Starts the worker process on the first job. If it crashes or is killed, its running job fails
 * (the caller keeps the old site) and the next job starts a new process; one that grew past
 * `maxRss` is ended after its job, so its memory goes back to the system.
 */
export function createBuildWorker(settings: BuildWorkerSettings = {}): BuildWorker {
  const maxRss = settings.maxRss ?? DEFAULT_MAX_RSS;
  let child: ChildProcess | undefined;
  let live = new Map<string, LiveMeta>();
  let nextJob = 1;
  let recycle = false;
  let peakRss = 0;
  const pending = new Map<number, Pending>();

  const retire = (proc: ChildProcess) => {
    if (child !== proc) return;
    child = undefined;
    live = new Map();
    recycle = false;
  };
  const idle = (proc: ChildProcess) => ![...pending.values()].some((p) => p.proc === proc);
  const settle = (proc: ChildProcess) => {
    if (!idle(proc)) return;
    if (recycle && child === proc) {
      retire(proc);
      proc.disconnect();
      return;
    }
    proc.unref();
    proc.channel?.unref();
  };
  const receive = (proc: ChildProcess, reply: WorkerReply) => {
    const job = pending.get(reply.job);
    if (!job) return;
    if (reply.kind === 'log') return job.log(reply.line);
    pending.delete(reply.job);
    peakRss = Math.max(peakRss, reply.peakRss);
    if (reply.rss > maxRss) {
      logger.info(
        `build worker: ${Math.round(reply.rss / 2 ** 20)} MiB after its job; restarting it (the next build of each channel is whole)`,
      );
      recycle = true;
    }
    if (reply.kind === 'done') job.resolve(reply);
    else job.reject(new Error(`build worker: ${reply.message}`));
    settle(proc);
  };
  const start = () => {
    const cwd = settings.workRoot && ownDirIn(settings.workRoot);
    const proc = fork(settings.entry ?? ENTRY, [], {
      ...(cwd ? { cwd } : {}),
      execArgv: tsxLoaderArgs(),
      env: workerEnv(),
      serialization: 'advanced',
    });
    proc.on('message', (message) => {
      if (isWorkerReply(message)) receive(proc, message);
    });
    const lost = (why: string) => {
      retire(proc);
      for (const [id, job] of pending) {
        if (job.proc !== proc) continue;
        pending.delete(id);
        job.reject(new Error(`build worker stopped (${why}) during the build`));
      }
    };
    proc.on('exit', (code, signal) => {
      if (cwd) rmSync(cwd, { recursive: true, force: true });
      lost(signal ?? `exit ${code}`);
    });
    proc.on('error', (error) => lost(error.message));
    return proc;
  };
  const run = (request: WorkerJob, log: (line: string) => void) => {
    child ??= start();
    const proc = child;
    proc.ref();
    proc.channel?.ref();
    const job = nextJob++;
    return new Promise<Extract<WorkerReply, { kind: 'done' }>>((resolve, reject) => {
      pending.set(job, { proc, log, resolve, reject });
      proc.send({ ...request, job } as WorkerRequest, (error) => {
        if (error && pending.delete(job)) reject(error);
      });
    });
  };
  // Paths are resolved here: the worker's working directory is its own, not the project's.
  const argumentsOf = ({ log: _log, ...options }: AstroBuildOptions) => ({
    ...options,
    root: resolve(options.root ?? '.'),
    outDir: resolve(options.outDir),
    ...(options.cacheDir ? { cacheDir: resolve(options.cacheDir) } : {}),
  });
  return {
    async build(key, options, sourceVersion, versions, adopt) {
      live.delete(key);
      const proc = child;
      const request = {
        kind: 'build' as const,
        key,
        options: argumentsOf(options),
        sourceVersion,
        versions,
      };
      const reply = await run(adopt ? { ...request, adopt } : request, options.log);
      // Kept only while the process that holds the code is the current one.
      if (reply.live && child && (proc === undefined || proc === child)) {
        live.set(key, { folder: adopt?.folder ?? options.outDir, sourceVersion, versions });
      }
      if (!reply.counts) throw new Error('build worker: a build returned no counts');
      return reply.counts;
    },
    async patch(key, options, changes, versions) {
      const meta = live.get(key);
      const reply = await run(
        { kind: 'patch', key, options: argumentsOf(options), changes, versions },
        options.log,
      );
      if (reply.live && meta && live.get(key) === meta) meta.versions = versions;
      else live.delete(key);
      return reply.counts;
    },
    async render(key, options, pathname, overrides) {
      if (!live.has(key)) return null;
      const request = { kind: 'render' as const, key, options: argumentsOf(options) };
      const reply = await run({ ...request, pathname, overrides }, options.log);
      if (!reply.live) live.delete(key);
      return reply.page ?? null;
    },
    live: (key) => live.get(key),
    pid: () => child?.pid,
    peakRss: () => peakRss,
    stop() {
      const proc = child;
      if (proc) {
        retire(proc);
        proc.disconnect();
      }
    },
  };
}
