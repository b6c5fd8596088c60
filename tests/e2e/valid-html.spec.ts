import { readdir, readFile, realpath } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { HTML_VALIDATE_CONFIG } from './support/html-validate-rules';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

/** The served outputs: the default channel's folder and each other channel's `<folder>-<channel>`. */
async function outputs(): Promise<string[]> {
  const link = e2eRun().distDir;
  const base = basename(link);
  const siblings = await readdir(dirname(link));
  const names = siblings.filter((n) => n === base || new RegExp(`^${base}-[a-z0-9_]+$`).test(n));
  return Promise.all(names.map((n) => realpath(join(dirname(link), n))));
}

test('every built page is valid HTML (html-validate, recommended rules)', async () => {
  test.skip(test.info().project.name === 'phone', 'the same HTML as desktop');
  test.setTimeout(300_000);
  const files: string[] = [];
  for (const root of await outputs()) {
    const pages = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
    files.push(...pages.map((page) => join(root, page)));
  }
  expect(files.length).toBeGreaterThan(50);
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(await readFile(file, 'utf8'), file);
    for (const result of report.results) {
      for (const m of result.messages)
        problems.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  expect(problems.slice(0, 40), `${problems.length} problems in ${files.length} pages`).toEqual([]);
});
