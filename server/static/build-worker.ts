import {
  type AstroBuildCounts,
  runAstroBuild,
  runAstroPatch,
  runAstroRender,
} from './astro-build.ts';
import type { WorkerCounts, WorkerReply, WorkerRequest } from './build-worker-protocol.ts';
import { forgetPaths, type LiveRenderer } from './live-renderer.ts';

/** The Astro builds and patches a worker can run (the real ones, or a test's). */
export interface WorkerRunners {
  build: typeof runAstroBuild;
  patch: typeof runAstroPatch;
  render?: typeof runAstroRender;
}

const countsOf = ({ renderer: _code, ...counts }: AstroBuildCounts): WorkerCounts => counts;

const bare = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Whether a scratch build stands for the published folder: as many pages, and every page with a
 * cache key copied from the incremental cache (so the published one shows the same data). Pages
 * without a key are rendered by every build and every patch anyway.
 */
function sameOutput(built: AstroBuildCounts, pages: number): boolean {
  const keys = built.renderer?.keys;
  if (!keys || built.pages !== pages) return false;
  const keyed = new Set([...keys].filter(([, key]) => key !== undefined).map(([p]) => bare(p)));
  return built.renderedPaths.every((path) => !keyed.has(bare(path)));
}

/**
 * Runs one request in the worker: a whole build keeps its loaded code under the channel's key, a
 * patch renders from it. Every outcome is one reply; an error is a `failed` reply, never thrown.
 */
export async function handleRequest(
  request: WorkerRequest,
  send: (reply: WorkerReply) => void,
  renderers: Map<string, LiveRenderer>,
  runners: WorkerRunners = { build: runAstroBuild, patch: runAstroPatch, render: runAstroRender },
): Promise<void> {
  const { job } = request;
  const options = { ...request.options, log: (line: string) => send({ kind: 'log', job, line }) };
  // Now, and the most the process has held (resourceUsage in KiB): the bench reports the peak.
  const memory = () => ({
    rss: process.memoryUsage().rss,
    peakRss: process.resourceUsage().maxRSS * 1024,
  });
  try {
    if (request.kind === 'build') {
      renderers.delete(request.key);
      const built = await runners.build(options);
      const { adopt } = request;
      const same = !adopt || sameOutput(built, adopt.pages);
      const keep = same && built.renderer;
      if (keep) {
        forgetPaths(keep);
        renderers.set(request.key, {
          ...keep,
          folder: adopt?.folder ?? options.outDir,
          sourceVersion: request.sourceVersion,
          versions: request.versions,
        });
      }
      send({ kind: 'done', job, counts: countsOf(built), live: !!keep, ...memory() });
      return;
    }
    const live = renderers.get(request.key);
    if (request.kind === 'render') {
      // A draft page leaves the renderer as it was: a failure here does not drop it either.
      const render = runners.render ?? runAstroRender;
      const page = live ? await render(options, live, request.pathname, request.overrides) : null;
      send({ kind: 'done', job, counts: null, live: !!live, page, ...memory() });
      return;
    }
    const made = live ? await runners.patch(options, live, request.changes) : null;
    if (made && live) live.versions = request.versions;
    else renderers.delete(request.key);
    send({ kind: 'done', job, counts: made && countsOf(made), live: !!made, ...memory() });
  } catch (error) {
    if (request.kind !== 'render') renderers.delete(request.key);
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    send({ kind: 'failed', job, message, ...memory() });
  }
}

/**
 * The worker's loop (in a child process): one request at a time, in the order they come; exits
 * when the API process goes away, so no worker outlives it.
 */
export function serveBuildJobs(): void {
  const send = (reply: WorkerReply) => process.send?.(reply);
  const renderers = new Map<string, LiveRenderer>();
  let chain = Promise.resolve();
  process.on('message', (request: WorkerRequest) => {
    chain = chain.then(() => handleRequest(request, send, renderers));
  });
  process.on('disconnect', () => process.exit(0));
}
