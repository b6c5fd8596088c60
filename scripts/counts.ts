import { readFile } from 'node:fs/promises';

/** Tests counted for one step of `npm test`. */
export interface Count {
  passed: number;
  failed: number;
  skipped: number;
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

/** Counts from Vitest's JSON reporter output. */
export async function fromVitestReport(file: string, code: number): Promise<Count> {
  const report = await readJson(file);
  const count = {
    passed: num(report?.numPassedTests),
    failed: num(report?.numFailedTests),
    skipped: num(report?.numPendingTests) + num(report?.numTodoTests),
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
