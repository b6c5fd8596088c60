/**
 * After the browser journeys: no card number may have reached the e2e server's database, its log
 * or its mail outbox. The journeys type card numbers on purpose (into the sandbox provider, and at
 * the API to see them refused), so any finding means the shop stored or wrote one.
 *
 * `npx tsx scripts/card-number-scan.ts` scans the last run; scripts/test.ts runs it last.
 */
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { findCardNumbers, redactCardNumbers } from '../server/services/card-number.ts';
import { scanDatabase } from '../server/testing/scan-database.ts';
import { e2eRun } from '../tests/e2e/support/run-dir.ts';
import { mailText } from './card-scan/mail-text.ts';

/** What to scan: the server's DATA_DIR and log file; `since` (ms) is when the run started. */
export type ScanTarget = { dataDir: string; logFile: string; since?: number };

/** The outcome: printable report lines (findings redacted) and whether the run is clean. */
export type ScanResult = { ok: boolean; lines: string[] };

class ScanError extends Error {}

async function fresh(path: string, what: string, since?: number) {
  const info = await stat(path).catch(() => undefined);
  if (!info) throw new ScanError(`${what} is missing: ${path}`);
  if (since !== undefined && info.mtimeMs < since) {
    throw new ScanError(`${what} was not written by this run (a reused server?): ${path}`);
  }
  return info;
}

/** Scans a copy of the PGlite database, so the run's own files are only read. */
async function database(dataDir: string, lines: string[]): Promise<string[]> {
  const source = join(dataDir, 'pglite');
  await fresh(source, 'the e2e database');
  const copy = await mkdtemp(join(tmpdir(), 'card-scan-'));
  try {
    await cp(source, copy, { recursive: true });
    const pg = await PGlite.create(copy);
    try {
      const scan = await scanDatabase(
        async (q) => (await pg.query<Record<string, unknown>>(q)).rows,
      );
      lines.push(
        `database: ${scan.tables} tables, ${scan.columns} text columns, ${scan.rows} rows, ${scan.values} values`,
      );
      if (!scan.rowsByTable['"public"."products"']) {
        throw new ScanError('the e2e database has no products: not the shop database the run used');
      }
      return scan.findings.map((f) => `database ${f.table}.${f.column}: ${f.value}`);
    } finally {
      await pg.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

async function serverLog(file: string, lines: string[], since?: number): Promise<string[]> {
  const info = await fresh(file, 'the e2e server log', since);
  const text = await readFile(file, 'utf8');
  const logLines = text.split('\n');
  lines.push(`log: ${info.size} bytes, ${logLines.length} lines (${file})`);
  // The server announces itself; an empty or foreign file would make a clean scan meaningless.
  if (!/^ready: http/m.test(text))
    throw new ScanError(`the e2e server log has no "ready:" line: ${file}`);
  return logLines.flatMap((line, i) =>
    findCardNumbers(line).length
      ? [`log line ${i + 1}: ${redactCardNumbers(line).slice(0, 200)}`]
      : [],
  );
}

async function outbox(dataDir: string, lines: string[]): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  if (!files.length)
    throw new ScanError(`no mails in the e2e outbox (the journeys send some): ${dir}`);
  let bytes = 0;
  const findings: string[] = [];
  for (const file of files) {
    const raw = await readFile(join(dir, file), 'utf8');
    bytes += raw.length;
    const text = mailText(raw);
    if (findCardNumbers(text).length) findings.push(`mail ${file}: card number in its text`);
  }
  lines.push(`mail: ${files.length} messages, ${bytes} bytes`);
  return findings;
}

/** Scans the database, the server log and the outbox of one e2e run. */
export async function scanE2eRun(target: ScanTarget): Promise<ScanResult> {
  const lines: string[] = [];
  const findings: string[] = [];
  try {
    await fresh(target.dataDir, 'the e2e data folder', target.since);
    // The quick reads first: a run without its log or its mails fails before the database is
    // copied and opened (a few seconds of PGlite).
    const logged = await serverLog(target.logFile, lines, target.since);
    const mailed = await outbox(target.dataDir, lines);
    findings.push(...(await database(target.dataDir, lines)), ...logged, ...mailed);
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    lines.push(`cannot vouch for this run: ${error.message}`);
    return { ok: false, lines };
  }
  lines.push(...findings);
  lines.push(findings.length ? `${findings.length} card numbers found` : 'no card numbers found');
  return { ok: findings.length === 0, lines };
}

/** The last e2e run's files, as playwright.config.ts names them. */
export function lastE2eRun(since?: number): ScanTarget {
  const run = e2eRun();
  return { dataDir: run.dataDir, logFile: run.serverLog, since };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await scanE2eRun(lastE2eRun());
  for (const line of result.lines) console.log(line);
  process.exit(result.ok ? 0 : 1);
}
