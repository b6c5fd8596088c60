import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { round } from './build';

/** Seconds from starting `npm start`'s server until it answered, and what its builds rendered. */
export type StartFigure = {
  /** The default channel's top page answers 200. */
  defaultSeconds: number;
  /** `GET /v1/health/sites` answers 200: every channel is published. */
  allSeconds: number;
  /** Pages the start-up builds rendered (from the log's build lines). */
  rendered: number;
};

/** A cold start (empty DATA_DIR and SITE_DIR) and a warm restart of the same folders. */
export type StartFigures = { cold: StartFigure; warm: StartFigure };

const POLL_MS = 100;

const answers = (url: string) =>
  fetch(url, { headers: { Connection: 'close' } }).then(
    (r) => r.status === 200,
    () => false,
  );

/** The environment of a shop on `port` with its own data and site folders. */
const folderEnv = (port: number, dirs: { data: string; site: string }) => ({
  DATA_DIR: dirs.data,
  SITE_DIR: dirs.site,
  DIST_DIR: join(dirs.site, 'dist'),
  PUBLIC_SITE_URL: `http://localhost:${port}`,
});

/** Starts the shop's server (what `npm start` runs) on `port` with `env` over this process's. */
function startShop(port: number, env: Record<string, string>, lines: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => lines.push(...text.split('\n')));
  }
  return child;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the shop did not become ready in time');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Pages rendered according to the build lines `built N pages (R rendered, U reused)`. */
const renderedIn = (lines: string[]) =>
  lines
    .map((l) => /\((\d+) rendered, \d+ reused\)/.exec(l)?.[1])
    .reduce((sum, n) => sum + Number(n ?? 0), 0);

async function timedStart(port: number, dirs: { data: string; site: string }) {
  const lines: string[] = [];
  const started = performance.now();
  const child = startShop(port, folderEnv(port, dirs), lines);
  const seconds = () => round((performance.now() - started) / 1000);
  try {
    await waitFor(() => answers(`http://127.0.0.1:${port}/`), 600_000);
    const defaultSeconds = seconds();
    await waitFor(() => answers(`http://127.0.0.1:${port}/v1/health/sites`), 900_000);
    return { defaultSeconds, allSeconds: seconds(), rendered: renderedIn(lines) };
  } finally {
    await stop(child);
  }
}

/**
 * Start-up (issue: editors and operators): `npm start`'s server on empty folders (a fresh clone:
 * migrations, demo data, every channel built), then restarted on the same folders with nothing
 * changed, each timed until the default channel answers and until every channel is published.
 */
export async function benchStartUp(port: number): Promise<StartFigures> {
  const root = await mkdtemp(join(tmpdir(), 'bench-start-'));
  const dirs = { data: join(root, 'data'), site: join(root, 'sites') };
  try {
    const cold = await timedStart(port, dirs);
    const warm = await timedStart(port, dirs);
    return { cold, warm };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Report lines with the targets: cold ≤ 20 s (default) and ≤ 45 s (all), warm ≤ 5 s and 0 rendered. */
export function startReportLines(f: StartFigures): string[] {
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
  return [
    `cold start: default channel ${f.cold.defaultSeconds}s (target ≤ 20s: ${mark(f.cold.defaultSeconds <= 20)}), every channel ${f.cold.allSeconds}s (target ≤ 45s: ${mark(f.cold.allSeconds <= 45)}), ${f.cold.rendered} pages rendered`,
    `warm restart: ${f.warm.allSeconds}s (target ≤ 5s: ${mark(f.warm.allSeconds <= 5)}), ${f.warm.rendered} pages rendered (target 0: ${mark(f.warm.rendered === 0)})`,
  ];
}

/** A restart on a rung's database and published site: when its pages answered, what it rendered. */
export type RestartFigure = {
  /** Seconds from the start of `server/main.ts` until the top page answered 200. */
  topSeconds: number;
  /** Until the product page answered 200 as well. */
  productSeconds: number;
  /** Pages rendered by the start-up build, from its log, once it said whether anything was stale. */
  rendered: number;
  /** The start-up build found the published site current (`up to date (0 pages rendered)`). */
  upToDate: boolean;
  /** The 1-minute load average when the server was started. */
  load: number;
};

/** How long a restart may take to say whether its channels are current, after its pages answer. */
const VERDICT_WAIT_MS = 60_000;

/**
 * Starts `server/main.ts` on `port` with `env` (the rung's DATABASE_URL, SITE_DIR and DIST_DIR, and
 * SITE_CHANNELS so that it keeps to the channels the rung built) and times it until `/` and
 * `productPath` answer 200; then waits for the start-up build's verdict (nothing stale, or a build
 * begun) and stops the server without waiting for any build.
 */
export async function timedRestart(
  port: number,
  env: Record<string, string>,
  productPath: string,
  log: (line: string) => void = () => undefined,
): Promise<RestartFigure> {
  const lines: string[] = [];
  const load = round(loadavg()[0] ?? 0);
  const started = performance.now();
  const child = startShop(port, env, lines);
  const seconds = () => round((performance.now() - started) / 1000);
  // The server's own lines with the seconds since its start: where a slow start spent its time.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (text: string) => {
      for (const line of text.split('\n').filter(Boolean)) log(`  main.ts +${seconds()}s: ${line}`);
    });
  }
  try {
    await waitFor(() => answers(`http://127.0.0.1:${port}/`), 600_000);
    const topSeconds = seconds();
    await waitFor(() => answers(`http://127.0.0.1:${port}${productPath}`), 600_000);
    const productSeconds = seconds();
    const verdict = () =>
      lines.some((l) =>
        /every channel site is (up to date|published)|build: channel \S+: /.test(l),
      );
    await waitFor(async () => verdict(), VERDICT_WAIT_MS).catch(() => undefined);
    const upToDate = lines.some((l) => l.includes('every channel site is up to date'));
    return { topSeconds, productSeconds, rendered: renderedIn(lines), upToDate, load };
  } catch (error) {
    throw new Error(`restart failed: ${String(error)}\n${lines.slice(-20).join('\n')}`);
  } finally {
    await stop(child);
  }
}
