import { log as logger } from '../log.ts';

/** A channel's whole build as the queue runs it: the build, and what it reports when done. */
export interface WholeBuildJob<Result> {
  channelId: string;
  /** Builds and publishes the channel; never throws (a failure is in its result). */
  run(): Promise<Result>;
  /**
   * Whether the build is still wanted once the lock is taken (another process may have built the
   * channel between the round's look and the lock); wanted when absent.
   */
  wanted?(): Promise<boolean>;
}

/** Lets go of a channel's lock. */
type Release = () => Promise<void>;

/** What the queue needs: how many whole builds at once, the channels' lock, what to do after each. */
export interface WholeBuildSettings<Result> {
  /** Whole builds at once (BUILD_WORKERS); each channel builds in a worker process of its own. */
  lanes: number;
  /** A channel that builds alone before any other starts (the fallback one, served first). */
  alone?: string;
  /** The channel's lock across processes (null: another process builds or patches it now). */
  lock(channelId: string): Promise<Release | null>;
  /** Called after each build, outside the lock (publishing, a follow-up round for later changes). */
  done(channelId: string, result: Result | null): unknown;
}

/** Whole builds handed off by a publishing round, so the round (and the patches after it) never wait for one. */
export interface WholeBuilds<Result> {
  /**
   * Takes the channel's lock and queues its whole build (the lock is kept until the build ends, so
   * no other process builds it meanwhile); false when it is queued here already or locked elsewhere.
   */
  hand(job: WholeBuildJob<Result>): Promise<boolean>;
  /** Whether the channel's whole build is queued or running in this process. */
  has(channelId: string): boolean;
  /** Runs a round's build of the channel under its lock; null (not run) while another holds it. */
  exclusive(channelId: string, build: () => Promise<Result>): Promise<Result | null>;
  /** Whether a whole build is queued or running here. */
  busy(): boolean;
  /** Resolves once no whole build is queued or running here (start-up, tests, shutdown). */
  settled(): Promise<void>;
}

type Queued<Result> = { job: WholeBuildJob<Result>; release: Release };

/**
 * A queue of whole channel builds that runs beside the publishing rounds: at most `lanes` at
 * once, in the order handed, each under its channel's lock, so a channel being built whole (minutes
 * at 100,000 products) holds up neither the editors' next save nor the other channels' patches.
 */
export function createWholeBuilds<Result>(
  settings: WholeBuildSettings<Result>,
): WholeBuilds<Result> {
  const claiming = new Set<string>();
  const waiting: Queued<Result>[] = [];
  const running = new Set<string>();
  let idle: PromiseWithResolvers<void> | undefined;
  const busy = () => claiming.size > 0 || waiting.length > 0 || running.size > 0;
  const settle = () => {
    if (busy() || !idle) return;
    idle.resolve();
    idle = undefined;
  };
  const locked = (channelId: string) => {
    logger.info(`build: channel ${channelId} is being built by another process`);
    return null;
  };
  const exclusive = async (channelId: string, build: () => Promise<Result>) => {
    const release = await settings.lock(channelId);
    if (!release) return locked(channelId);
    try {
      return await build();
    } finally {
      await release();
    }
  };
  const runOne = async ({ job, release }: Queued<Result>) => {
    let result: Result | null = null;
    try {
      result = await job.run();
    } catch (error) {
      logger.error(`build: channel ${job.channelId}'s whole build did not run:`, error);
    }
    await release().catch(() => undefined);
    running.delete(job.channelId);
    try {
      await settings.done(job.channelId, result);
    } catch (error) {
      logger.error(`build: after channel ${job.channelId}'s whole build:`, error);
    }
    pump();
    settle();
  };
  const mayStart = (channelId: string) =>
    running.size < Math.max(1, settings.lanes) &&
    !(settings.alone !== undefined && running.has(settings.alone)) &&
    (channelId !== settings.alone || running.size === 0);
  const pump = () => {
    while (waiting[0] && mayStart(waiting[0].job.channelId)) {
      const next = waiting.shift() as Queued<Result>;
      running.add(next.job.channelId);
      void runOne(next);
    }
  };
  const has = (channelId: string) =>
    claiming.has(channelId) ||
    running.has(channelId) ||
    waiting.some((queued) => queued.job.channelId === channelId);
  return {
    async hand(job) {
      if (has(job.channelId)) return false;
      claiming.add(job.channelId);
      let release: Release | null = null;
      try {
        release = await settings.lock(job.channelId);
      } finally {
        claiming.delete(job.channelId);
      }
      if (!release) {
        locked(job.channelId);
        settle();
        return false;
      }
      if (job.wanted && !(await job.wanted().catch(() => true))) {
        await release();
        settle();
        return false;
      }
      waiting.push({ job, release });
      pump();
      return true;
    },
    has,
    exclusive,
    busy,
    settled() {
      if (!busy()) return Promise.resolve();
      idle ??= Promise.withResolvers<void>();
      return idle.promise;
    },
  };
}
