import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_SERVER_READY } from '../tests/e2e/support/web-server.ts';
import { lastE2eRun, scanE2eRun } from './card-number-scan.ts';
import { type Count, fromExitCode, fromPlaywrightReport, fromVitestReport, sum } from './counts.ts';
import { testsThatOpenADatabase } from './database-tests.ts';
import { type EarlyE2eServer, startE2eServer } from './e2e-server.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { startTempPostgres, type TempPostgres } from './postgres.ts';
import { run } from './run.ts';

const REPORTS = join(process.cwd(), '.build', 'test-reports');
/** Where tests/cluster keeps the API cluster's log when one of its tests fails. */
const CLUSTER_LOG = join(REPORTS, 'cluster-server.log');
const steps: { name: string; count: Count; seconds: number }[] = [];
const CLUSTER_STEP = 'several API processes + faults (vitest)';
let playwrightStarted: number | undefined;

/**
 * Runs one step, records its count and time; a failure never stops later steps. A step whose
 * output is held (`announce` false) prints its own heading with it.
 */
async function step(name: string, body: () => Promise<Count>, announce = true): Promise<void> {
  if (announce) console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let count: Count;
  try {
    count = await body();
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    count = fromExitCode(1);
  }
  steps.push({ name, count, seconds: (Date.now() - started) / 1000 });
}

async function vitest(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  heldUnder?: string,
): Promise<Count> {
  const file = join(REPORTS, `${name}.json`);
  await rm(file, { force: true });
  const { code, output } = await run(
    'vitest',
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { env, capture: heldUnder !== undefined },
  );
  if (heldUnder !== undefined) process.stdout.write(`\n━━ ${heldUnder} ━━\n${output}`);
  return fromVitestReport(file, code);
}

/**
 * Runs two steps at once, each timed on its own. The second's output is held and printed when
 * it ends, so the two never interleave.
 */
async function stepsAtOnce(
  first: [string, () => Promise<Count>],
  second: [string, () => Promise<Count>],
): Promise<void> {
  await Promise.all([step(...first), step(...second, false)]);
}

async function apiOnPostgres(): Promise<Count> {
  let server: TempPostgres | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    server = await startTempPostgres();
    if (!server) return fromExitCode(1);
    url = server.url;
    const stop = server.stop;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => stop().finally(() => process.exit(130)));
    }
  }
  console.log(`postgres: ${url}`);
  try {
    return await vitest('vitest-postgres', testsThatOpenADatabase(), { TEST_DATABASE_URL: url });
  } finally {
    await server?.stop();
  }
}

/**
 * Playwright on the e2e server started beside astro check, once that server is ready; if it is
 * not (it failed to start), Playwright starts its own as its config says. Ours is stopped after.
 */
async function playwright(early: EarlyE2eServer): Promise<Count> {
  try {
    if (!(await ensureChromium())) return fromExitCode(1);
    const ready = await early.ready;
    if (!ready) {
      console.log('e2e server: not ready, Playwright starts its own');
      await early.stop();
    }
    const file = join(REPORTS, 'playwright.json');
    await rm(file, { force: true });
    const { code } = await run('playwright', ['test', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file, ...(ready ? { [E2E_SERVER_READY]: '1' } : {}) },
    });
    return fromPlaywrightReport(file, code);
  } finally {
    await early.stop();
  }
}

/** The e2e server's database, log and outbox, read after Playwright has stopped it. */
async function cardNumberScan(): Promise<Count> {
  const result = await scanE2eRun(lastE2eRun(playwrightStarted));
  for (const line of result.lines) console.log(line);
  return fromExitCode(result.ok ? 0 : 1);
}

/** The last lines of the API cluster's log, which the multi-process tests keep when one fails. */
async function printClusterLog(): Promise<void> {
  const text = await readFile(CLUSTER_LOG, 'utf8').catch(() => '');
  if (!text) return;
  console.log('\n━━ API cluster log (last 40 lines, from the failed multi-process test) ━━');
  console.log(text.trimEnd().split('\n').slice(-40).join('\n'));
}

async function main(): Promise<void> {
  const started = Date.now();
  await mkdir(REPORTS, { recursive: true });
  await rm(CLUSTER_LOG, { force: true });
  await step('lint (biome check)', async () =>
    fromExitCode((await run('biome', ['check', '.'])).code),
  );
  await step('imports (dependency-cruiser)', async () =>
    fromExitCode(
      (
        await run('depcruise', [
          'server',
          'src',
          'contract',
          'admin',
          'scripts',
          'tests',
          '--config',
          '.dependency-cruiser.cjs',
        ])
      ).code,
    ),
  );
  await step('unit + API on PGlite (vitest)', () =>
    vitest('vitest-pglite', [], { TEST_DATABASE_URL: '' }),
  );
  // Two API processes (WORKERS=2) on a PostgreSQL of their own, which the tests crash and restart.
  // They spend most of their time waiting for processes to die and come back (about a quarter of
  // a core busy), so they run beside the PostgreSQL step instead of after it.
  await stepsAtOnce(
    ['API on PostgreSQL (vitest)', apiOnPostgres],
    [
      CLUSTER_STEP,
      () =>
        vitest(
          'vitest-cluster',
          ['--config', 'tests/cluster/vitest.config.ts'],
          {},
          `${CLUSTER_STEP} (ran beside the step above)`,
        ),
    ],
  );
  // The e2e server's start-up (migrate, seed, build six channel sites) and astro check each keep
  // about one core busy: on 2 cores they run side by side, right before the journeys need the server.
  playwrightStarted = Date.now();
  const e2eServer = startE2eServer();
  await step('types (astro check)', async () => fromExitCode((await run('astro', ['check'])).code));
  await step('browser (playwright)', () => playwright(e2eServer));
  await step('card numbers in e2e data, log, mail', cardNumberScan);

  console.log('\n━━ summary ━━');
  for (const { name, count, seconds } of steps) {
    const skipped = count.skipped ? `  skipped ${count.skipped}` : '';
    const counts = `passed ${count.passed}  failed ${count.failed}${skipped}`;
    console.log(`  ${name.padEnd(36)} ${counts}  (${seconds.toFixed(1)}s)`);
  }
  // CI shows only the end of the output: say here what failed, so the cause is not scrolled away.
  for (const { name, count } of steps) {
    for (const failure of count.failures ?? []) console.log(`  ✘ ${name}: ${failure}`);
  }
  await printClusterLog();
  console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)}s`);
  const total = sum(steps.map((s) => s.count));
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

main();
