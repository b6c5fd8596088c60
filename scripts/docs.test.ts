import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const README_MAX_LINES = 150;
/** The size past which a server domain is split by subject (docs/architecture.md). */
const DOMAIN_MAX_FILES = 20;
const CONTEXTS = join(ROOT, 'server/contexts');

/** Every domain folder, as `context/domain` (server/contexts/<context>/<domain>/; `tables/` is not one). */
function domainFolders(): string[] {
  return readdirSync(CONTEXTS).flatMap((context) =>
    readdirSync(join(CONTEXTS, context), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'tables')
      .map((entry) => `${context}/${entry.name}`),
  );
}

/** Markdown without its fenced blocks. */
const withoutFences = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '');

/** Markdown with fenced blocks and inline code blanked, so code that looks like a link is not one. */
const withoutCode = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, '``');

/** Targets of the relative links and images in a markdown text (web and mail links left out). */
function relativeLinks(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Anchors of every heading in a markdown text. */
const anchorsIn = (markdown: string) =>
  new Set(
    [...withoutFences(markdown).matchAll(/^#{1,6} +(.+)$/gm)].map((m) =>
      anchorOf((m[1] ?? '').replace(/`/g, '')),
    ),
  );

/** The first-column names (in backticks) of the table under the "Domain map" heading. */
function domainMapNames(markdown: string): string[] {
  const section = markdown.split(/^## Domain map\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| `([^`]+)` *\|/gm)].map((match) => match[1] ?? '');
}

/** Problems with one file's relative links: missing files and missing heading anchors. */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(join(ROOT, file), 'utf8');
  return relativeLinks(markdown).flatMap((target) => {
    const [path, anchor] = target.split('#');
    const resolved = path ? join(ROOT, dirname(file), decodeURI(path)) : join(ROOT, file);
    if (!existsSync(resolved)) return [`${file}: ${target} (no such file)`];
    if (!anchor || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return [];
    const known = anchorsIn(readFileSync(resolved, 'utf8')).has(anchor);
    return known ? [] : [`${file}: ${target} (no such heading)`];
  });
}

/** The code spans of a markdown text, fenced blocks left out. */
const codeSpans = (markdown: string) =>
  [...withoutFences(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');

const CODE_ROOT = /^(?:server|src|contract|admin|scripts|tests)\//;

/**
 * The code paths a markdown text names in backticks (`server/app.ts:150` names `server/app.ts`);
 * relative links are checked with the other links.
 */
function codePaths(markdown: string): string[] {
  return codeSpans(markdown)
    .map((span) => span.split(/\s/)[0] as string)
    .filter((span) => CODE_ROOT.test(span))
    .map((span) => span.replace(/:\d+(?:-\d+)?$/, '').replace(/[),.;:]+$/, ''));
}

/** A path segment as a pattern: `<name>`, `{name}`, `…` and `*` stand for any text. */
function segmentPattern(segment: string): RegExp {
  const parts = segment.split(/(<[^>]+>|\{[^}]+\}|…|\*)/);
  const source = parts
    .map((part, i) => (i % 2 ? '.+' : part.replace(/[.+?^$()[\]\\|]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Whether a path exists, its placeholder segments (`server/contexts/<c>/<d>/`, `*.test.ts`) matching any entry. */
function pathExists(path: string, root = ROOT): boolean {
  const [segment, ...rest] = path.replace(/\/$/, '').split('/');
  if (segment === undefined || segment === '') return existsSync(root);
  const literal = !/[<{*…]/.test(segment);
  const candidates = literal
    ? [segment]
    : existsSync(root) && statSync(root).isDirectory()
      ? readdirSync(root).filter((name) => segmentPattern(segment).test(name))
      : [];
  return candidates.some((name) => {
    const next = join(root, name);
    return existsSync(next) && (rest.length === 0 || pathExists(rest.join('/'), next));
  });
}

/** Spans that read as a call of a plain name: `flash(text, pagePath)`, `createApp()`. */
const CALL_SPAN = /^([A-Za-z_$][\w$]*)\(/;
/** Bare spans that read as code symbols: camelCase, PascalCase of two words or more, UPPER_SNAKE. */
const SYMBOL_SPAN = /^(?:[a-z]+[A-Z][\w$]*|[A-Z][a-z0-9]+[A-Z][\w$]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$/;

/** The code symbols a markdown text names: calls of a plain name and bare symbol-like spans. */
function codeSymbols(markdown: string): string[] {
  return codeSpans(markdown).flatMap((span) => {
    const call = CALL_SPAN.exec(span);
    if (call) return [call[1] as string];
    return SYMBOL_SPAN.test(span) ? [span] : [];
  });
}

const SOURCE_FILE = /\.(?:ts|tsx|astro|mjs|cjs|js|css)$/;
const DEFINITIONS = [
  // Declarations: functions, classes, constants, types.
  /\b(?:function\*?|class|const|let|var|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g,
  // Names in braces: exports, destructured constants.
  /(?:export|const|let)\s*(?:type\s*)?\{([^}]*)\}/g,
  // Members: methods and properties of objects, classes and types.
  /^\s*(?:async\s+|static\s+|readonly\s+)*([A-Za-z_$][\w$]*)\??\s*(?:<[^>]*>)?\s*[(:]/gm,
  // Properties inside a line: `{ name: string; everySeconds: number }`.
  /[{;,]\s*([A-Za-z_$][\w$]*)\??:\s/g,
  // Settings and environment variables: `env.NAME`, `'NAME'`, `SITE.NAME`.
  /\.([A-Z][A-Z0-9]*_[A-Z0-9_]+)\b/g,
  /['"]([A-Z][A-Z0-9]*_[A-Z0-9_]+)['"]/g,
];

/** Files under a folder, build output and dependencies left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every name the code defines, exports or names as a member or setting; file names count too. */
function definedNames(): Set<string> {
  const names = new Set<string>();
  // This file quotes names in its own examples; they must not count as defined.
  const files = ['server', 'src', 'contract', 'admin', 'scripts', 'tests']
    .flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .filter((file) => file !== import.meta.filename);
  for (const file of files) {
    names.add(basename(file).replace(/\..*$/, ''));
    const source = readFileSync(file, 'utf8');
    for (const pattern of DEFINITIONS) {
      for (const match of source.matchAll(pattern)) {
        for (const part of (match[1] ?? '').split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+|:/)
            .at(-1)
            ?.trim()
            .replace(/^type\s+/, '');
          if (name) names.add(name);
        }
      }
    }
  }
  return names;
}

/**
 * Names of the platform and of libraries that docs quote, which no code of ours defines: the
 * browser's `sessionStorage`, Node's `ERR_MODULE_NOT_FOUND`, PostgreSQL's `clock_timestamp` and
 * `array_position`, the HSTS
 * directive `includeSubDomains`, autocannon's `overallRate`.
 */
const NOT_OURS = new Set([
  'sessionStorage',
  'ERR_MODULE_NOT_FOUND',
  'clock_timestamp',
  'array_position',
  'includeSubDomains',
  'overallRate',
]);

/** Names the spec gives its fields and calls: a doc quotes them, the code need not define them. */
function specNames(): Set<string> {
  const read = (file: string) => readFileSync(join(ROOT, 'server/openapi', file), 'utf8');
  const calls = JSON.parse(read('spec-calls.json')).calls as {
    request: string[];
    reply: string[];
  }[];
  const entities = JSON.parse(read('spec-entities.json')).entities as { fields: string[] }[];
  return new Set([
    ...calls.flatMap((c) => [...c.request, ...c.reply]),
    ...entities.flatMap((e) => e.fields),
  ]);
}

/** Symbols a text names with their file: `` `useBusy` (`src/islands/shared/useBusy.ts`) ``. */
function symbolsWithFiles(markdown: string): { name: string; path: string }[] {
  const pattern =
    /`([A-Za-z_$][\w$]*)(?:\([^`]*\))?` \(`((?:server|src|contract|admin|scripts|tests)\/[^`\s]+\.[a-z]+)(?::\d+)?`/g;
  return [...withoutFences(markdown).matchAll(pattern)].map((m) => ({
    name: m[1] as string,
    path: m[2] as string,
  }));
}

const docFiles = () => [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => relative(ROOT, join(ROOT, 'docs', name))),
];

describe('markdown helpers', () => {
  it('find relative links and images, not web links or code', () => {
    const text =
      '[a](docs/a.md) ![b](docs/b.png "B") [c](https://x.jp/) [d](#top) `[e](f.md)`\n```\n[g](h.md)\n```';
    expect(relativeLinks(text)).toEqual(['docs/a.md', 'docs/b.png', '#top']);
  });

  it('make GitHub anchors from headings', () => {
    expect(anchorOf('Rules npm test enforces')).toBe('rules-npm-test-enforces');
    expect(anchorOf('Channels: several sites from one server')).toBe(
      'channels-several-sites-from-one-server',
    );
    expect(anchorOf('Address book (/mypage/address/)')).toBe('address-book-mypageaddress');
  });

  it('read the domain map table and nothing after it', () => {
    const text = '## Domain map\n\n| `cart` | x |\n| `orders` | y |\n\n## Next\n\n| `other` | z |';
    expect(domainMapNames(text)).toEqual(['cart', 'orders']);
  });
});

describe('code names in docs', () => {
  it('reads code paths from backticks, line numbers and punctuation dropped', () => {
    const text =
      'See `server/app.ts:150-225`, `src/lib/<d>/` and `docs/x.md`; `server/http/auth.ts`.';
    expect(codePaths(text)).toEqual(['server/app.ts', 'src/lib/<d>/', 'server/http/auth.ts']);
  });

  it('matches placeholder segments against what exists', () => {
    expect(pathExists('server/contexts/<c>/<d>/')).toBe(true);
    expect(pathExists('server/domains/<d>/')).toBe(false);
    expect(pathExists('server/contexts/commerce/social-gift/*.test.ts')).toBe(true);
    expect(pathExists('server/contexts/commerce/orders/points.model.ts')).toBe(false);
    expect(pathExists('src/components')).toBe(false);
  });

  it('reads a symbol named with its file', () => {
    const text =
      'from `useBusy` (`src/islands/shared/useBusy.ts`) and `flash(text)` (`src/lib/shared/flash.ts:3`)';
    expect(symbolsWithFiles(text)).toEqual([
      { name: 'useBusy', path: 'src/islands/shared/useBusy.ts' },
      { name: 'flash', path: 'src/lib/shared/flash.ts' },
    ]);
  });

  it('reads calls of a plain name and symbol-like words, not prose or field names', () => {
    const text =
      '`flash(text, pagePath)` `useBusy` `LAYER_DEBT` `CartPage` `cart` `total_payment` `http.get()` `Cart`';
    expect(codeSymbols(text)).toEqual(['flash', 'useBusy', 'LAYER_DEBT', 'CartPage']);
  });
});

describe('docs', () => {
  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("every domain folder under server/contexts has a row in docs/architecture.md's domain map", () => {
    const mapped = domainMapNames(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));
    const domains = domainFolders().map((folder) => folder.split('/')[1] as string);
    expect(domains.length).toBeGreaterThan(0);
    expect(domains.filter((domain) => !mapped.includes(domain))).toEqual([]);
  });

  it(`every server domain holds at most ${DOMAIN_MAX_FILES} production files`, () => {
    const oversized = domainFolders()
      .map((folder) => {
        const files = readdirSync(join(CONTEXTS, folder)).filter((name) => !name.includes('test'));
        return `${folder}: ${files.length}`;
      })
      .filter((line) => Number(line.split(': ')[1]) > DOMAIN_MAX_FILES);
    expect(oversized).toEqual([]);
  });

  it('every relative link in README.md and docs/*.md points to an existing file and heading', () => {
    expect(docFiles().flatMap(brokenLinks)).toEqual([]);
  });

  it('every code path named in backticks in README.md and docs/*.md exists', () => {
    const missing = docFiles().flatMap((file) =>
      codePaths(readFileSync(join(ROOT, file), 'utf8'))
        .filter((path) => !pathExists(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('every code symbol named in README.md and docs/*.md is defined in the code', () => {
    const defined = definedNames();
    const spec = specNames();
    const missing = docFiles().flatMap((file) =>
      [...new Set(codeSymbols(readFileSync(join(ROOT, file), 'utf8')))]
        .filter((name) => !defined.has(name) && !spec.has(name) && !NOT_OURS.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
    const quoted = new Set(
      docFiles().flatMap((f) => codeSymbols(readFileSync(join(ROOT, f), 'utf8'))),
    );
    expect(
      [...NOT_OURS].filter((name) => !quoted.has(name)),
      'no doc quotes them now',
    ).toEqual([]);
  });

  it('every symbol named with its file in README.md and docs/*.md is in that file', () => {
    const wrong = docFiles().flatMap((file) =>
      symbolsWithFiles(readFileSync(join(ROOT, file), 'utf8'))
        .filter(({ name, path }) => {
          if (basename(path).replace(/\..*$/, '') === name) return !existsSync(join(ROOT, path));
          const source = existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : '';
          return !new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(source);
        })
        .map(({ name, path }) => `${file}: ${name} is not in ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the domain map in docs/architecture.md only (other docs link to it)', () => {
    const domains = domainFolders().map((folder) => folder.split('/')[1] as string);
    const copies = docFiles()
      .filter((file) => file !== 'docs/architecture.md')
      .filter((file) => {
        const rows = readFileSync(join(ROOT, file), 'utf8').match(/^\| `([\w-]+)` +\|/gm) ?? [];
        return rows.filter((row) => domains.includes(row.split('`')[1] as string)).length >= 5;
      });
    expect(copies).toEqual([]);
  });
});
