import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromExitCode, fromPlaywrightReport, fromVitestReport, sum } from './counts.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'counts-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('counts', () => {
  it('reads Vitest and Playwright reports', async () => {
    await writeFile(
      join(dir, 'v.json'),
      JSON.stringify({ numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, numTodoTests: 0 }),
    );
    await writeFile(
      join(dir, 'p.json'),
      JSON.stringify({ stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 } }),
    );
    expect(await fromVitestReport(join(dir, 'v.json'), 1)).toEqual({
      passed: 7,
      failed: 2,
      skipped: 1,
    });
    expect(await fromPlaywrightReport(join(dir, 'p.json'), 1)).toEqual({
      passed: 5,
      failed: 1,
      skipped: 2,
    });
  });

  it('counts a failing run without a report as one failure', async () => {
    expect(await fromVitestReport(join(dir, 'missing.json'), 1)).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
    });
    expect(await fromPlaywrightReport(join(dir, 'missing.json'), 0)).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  });

  it('turns exit codes into one test and sums', () => {
    expect(sum([fromExitCode(0), fromExitCode(2)])).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });
});
