import { readFile } from 'node:fs/promises';

/** Tests counted for one step of `npm test`. */
export interface Count {
  passed: number;
  failed: number;
  skipped: number;
  /** What failed, one line each (test name and the first line of its error), for the summary. */
  failures?: string[];
}

/** One passed or failed test for a step that has no test report of its own (lint, type check). */
export const fromExitCode = (code: number): Count => ({
  passed: code === 0 ? 1 : 0,
  failed: code === 0 ? 0 : 1,
  skipped: 0,
});

const readJson = async (file: string): Promise<Record<string, unknown> | undefined> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** A failing exit with no failed test in the report (crash, bad config) still counts as one failure. */
function withExitCode(count: Count, code: number): Count {
  return code !== 0 && count.failed === 0 ? { ...count, failed: 1 } : count;
}

type VitestAssertion = { fullName?: string; status?: string; failureMessages?: string[] };
type VitestFile = { name?: string; assertionResults?: VitestAssertion[]; message?: string };

/** The first line of an error message, cut to a readable length. */
const firstLine = (text: string | undefined): string =>
  (text ?? '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

/** One line per failed test (or failed file) of a Vitest JSON report. */
function vitestFailures(report: Record<string, unknown> | undefined): string[] {
  const files = (report?.testResults as VitestFile[] | undefined) ?? [];
  const root = `${process.cwd()}/`;
  return files.flatMap((file) => {
    const name = (file.name ?? '').replace(root, '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length === 0 && file.message) return [`${name}: ${firstLine(file.message)}`];
    return failed.map((a) => `${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  });
}

/** Counts from Vitest's JSON reporter output. */
export async function fromVitestReport(file: string, code: number): Promise<Count> {
  const report = await readJson(file);
  const count = {
    passed: num(report?.numPassedTests),
    failed: num(report?.numFailedTests),
    skipped: num(report?.numPendingTests) + num(report?.numTodoTests),
    failures: vitestFailures(report),
  };
  return withExitCode(count, code);
}

/** Counts from Playwright's JSON reporter output (flaky tests passed on retry count as passed). */
export async function fromPlaywrightReport(file: string, code: number): Promise<Count> {
  const stats = (await readJson(file))?.stats as Record<string, unknown> | undefined;
  const count = {
    passed: num(stats?.expected) + num(stats?.flaky),
    failed: num(stats?.unexpected),
    skipped: num(stats?.skipped),
  };
  return withExitCode(count, code);
}

/** Adds counts up. */
export const sum = (counts: Count[]): Count =>
  counts.reduce(
    (a, b) => ({
      passed: a.passed + b.passed,
      failed: a.failed + b.failed,
      skipped: a.skipped + b.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
