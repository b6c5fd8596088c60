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
      failures: [],
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
      failures: [],
    });
    expect(await fromPlaywrightReport(join(dir, 'missing.json'), 0)).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  });

  it('names each failed test with the first line of its error, and a file that failed to load', async () => {
    const root = process.cwd();
    await writeFile(
      join(dir, 'f.json'),
      JSON.stringify({
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            name: `${root}/server/a.test.ts`,
            assertionResults: [
              { fullName: 'a works', status: 'passed', failureMessages: [] },
              {
                fullName: 'a fails',
                status: 'failed',
                failureMessages: ['\nAssertionError: expected 1 to be 2\n    at a.test.ts:3'],
              },
            ],
          },
          { name: `${root}/server/b.test.ts`, assertionResults: [], message: 'SyntaxError: b' },
        ],
      }),
    );
    expect((await fromVitestReport(join(dir, 'f.json'), 1)).failures).toEqual([
      'server/a.test.ts › a fails: AssertionError: expected 1 to be 2',
      'server/b.test.ts: SyntaxError: b',
    ]);
  });

  it('turns exit codes into one test and sums', () => {
    expect(sum([fromExitCode(0), fromExitCode(2)])).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });
});
