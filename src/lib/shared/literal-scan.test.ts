import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
/**
 * The storefront, the contract both sides share, and the server code whose copy reaches shoppers
 * (answers, mail, PDFs, pages).
 */
const SCANNED_DIRS = [
  'contract',
  'src/islands',
  'src/pages',
  'src/themes',
  'src/lib',
  'src/layouts',
  'server/contexts',
  'server/workflows',
  'server/services',
  'server/http',
  'server/jobs',
  'server/media',
];
const SCANNED_EXTENSIONS = /\.(tsx|astro|ts)$/;
const SKIPPED_FILES = /\.(test|testing|messages|schema|d)\.ts$/;
/**
 * Files whose Japanese letters are data, not copy: the search normalisation's tables of kana,
 * iteration marks and punctuation to fold.
 */
const DATA_FILES = new Set(['contract/search/normalise.ts']);

/** Hiragana, katakana, CJK ideographs and full-width punctuation such as 「」。、（）. */
const JAPANESE =
  /[\u3000-\u303F\u3040-\u309F\u30A0-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/;

/** Lines allowed to hold Japanese, as `path:trimmed line text`, each with the reason. */
const ALLOWLIST: readonly string[] = [];

type Finding = { file: string; line: number; text: string };

/**
 * Blanks out `//`, `/* *\/` (so also `{/* *\/}`) and `<!-- -->` comments, keeping every newline
 * so line numbers still match. Quoted strings are skipped so `'https://…'` is not read as a
 * comment; a quote never spans lines, which bounds the damage of an apostrophe in markup text.
 */
function stripComments(source: string): string {
  let out = '';
  let i = 0;
  const blank = (end: number) => {
    out += source.slice(i, end).replace(/[^\n]/g, ' ');
    i = end;
  };
  const find = (text: string, from: number) => {
    const at = source.indexOf(text, from);
    return at === -1 ? source.length : at;
  };
  while (i < source.length) {
    const rest = source.slice(i, i + 4);
    if (rest.startsWith('//')) blank(find('\n', i));
    else if (rest.startsWith('/*')) blank(find('*/', i + 2) + 2);
    else if (rest === '<!--') blank(find('-->', i + 4) + 3);
    else if (rest[0] === "'" || rest[0] === '"' || rest[0] === '`') {
      const end = closingQuote(source, i);
      out += source.slice(i, end);
      i = end;
    } else {
      out += source[i];
      i += 1;
    }
  }
  return out;
}

/** Index just past the string starting at `start`; '' and "" stop at a newline, `` may span lines. */
function closingQuote(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') i += 1;
    else if (char === quote) return i + 1;
    else if (char === '\n' && quote !== '`') return i;
  }
  return source.length;
}

const DESCRIBE_CALL = 'describeOperation(';

/**
 * Blanks the arguments of every `describeOperation(…)` call (a route's OpenAPI summary and the like,
 * read by API clients rather than shoppers), keeping newlines so line numbers still match.
 */
function stripOpenApiDescriptions(source: string): string {
  let out = '';
  let i = 0;
  for (let at = source.indexOf(DESCRIBE_CALL); at !== -1; at = source.indexOf(DESCRIBE_CALL, i)) {
    const open = at + DESCRIBE_CALL.length;
    const close = closingParen(source, open);
    out += source.slice(i, open) + source.slice(open, close).replace(/[^\n]/g, ' ');
    i = close;
  }
  return out + source.slice(i);
}

/** Index of the `)` that closes the call whose arguments start at `start`, strings skipped. */
function closingParen(source: string, start: number): number {
  let depth = 1;
  let i = start;
  while (i < source.length) {
    const char = source[i];
    if (char === "'" || char === '"' || char === '`') {
      i = closingQuote(source, i);
      continue;
    }
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (depth === 0) return i;
    i += 1;
  }
  return source.length;
}

/** Every Japanese-bearing line of one file's source, comments and OpenAPI descriptions excluded. */
function scanSource(file: string, source: string): Finding[] {
  return stripOpenApiDescriptions(stripComments(source))
    .split('\n')
    .flatMap((text, index) =>
      JAPANESE.test(text) ? [{ file, line: index + 1, text: text.trim() }] : [],
    )
    .filter((finding) => !ALLOWLIST.includes(`${finding.file}:${finding.text}`));
}

/** Repository-relative paths of every scanned source file. */
function scannedFiles(): string[] {
  return SCANNED_DIRS.filter((dir) => existsSync(join(ROOT, dir)))
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((entry) =>
        relative(ROOT, join(ROOT, dir, entry)).replaceAll('\\', '/'),
      ),
    )
    .filter(
      (path) => SCANNED_EXTENSIONS.test(path) && !SKIPPED_FILES.test(path) && !DATA_FILES.has(path),
    )
    .sort();
}

const format = (findings: Finding[]) =>
  findings.map((f) => `${f.file}:${f.line}  ${f.text}`).join('\n');

describe('stripComments', () => {
  it('blanks line, block, JSX and HTML comments but keeps line numbers', () => {
    const source = "a // 注\n/* 注\n注 */ b\n{/* 注 */}\n<!-- 注 -->\n'https://x' // 注";
    const stripped = stripComments(source);
    expect(stripped).not.toMatch(JAPANESE);
    expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
    expect(stripped).toContain("'https://x'");
  });

  it('keeps Japanese in strings, JSX text and markup', () => {
    const lines = ["t('保存')", '<p>保存する</p>', 'x = "a // b 保存"', '`// 保存`'];
    for (const line of lines) expect(stripComments(line)).toMatch(JAPANESE);
  });
});

describe('stripOpenApiDescriptions', () => {
  it('blanks what a route tells OpenAPI, keeping line numbers and the code around it', () => {
    const source =
      "get('/x',\n  describeOperation({ summary: f('一覧（a)b）'),\n  errors: [404] }),\n  c.json('保存')";
    const stripped = stripOpenApiDescriptions(source);
    expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
    expect(stripped).not.toContain('一覧');
    expect(stripped).toContain("c.json('保存')");
  });
});

describe('Japanese literals outside message catalogues', () => {
  const findings = scannedFiles().flatMap((file) =>
    scanSource(file, readFileSync(join(ROOT, file), 'utf8')),
  );

  it('finds none', () => {
    const message = `${findings.length} Japanese literal line(s); move them into a *.messages.ts catalogue:\n${format(findings)}`;
    expect(findings.length, message).toBe(0);
  });
});
