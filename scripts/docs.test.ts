import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const README_MAX_LINES = 150;
/** The size past which a server domain is split by subject (docs/architecture.md). */
const DOMAIN_MAX_FILES = 20;

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

describe('docs', () => {
  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("every folder under server/domains has a row in docs/architecture.md's domain map", () => {
    const mapped = domainMapNames(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));
    const domains = readdirSync(join(ROOT, 'server/domains'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(domains.length).toBeGreaterThan(0);
    expect(domains.filter((domain) => !mapped.includes(domain))).toEqual([]);
  });

  it(`every server domain holds at most ${DOMAIN_MAX_FILES} production files`, () => {
    const root = join(ROOT, 'server/domains');
    const oversized = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => {
        const files = readdirSync(join(root, entry.name)).filter((name) => !name.includes('test'));
        return `${entry.name}: ${files.length}`;
      })
      .filter((line) => Number(line.split(': ')[1]) > DOMAIN_MAX_FILES);
    expect(oversized).toEqual([]);
  });

  it('every relative link in README.md and docs/*.md points to an existing file and heading', () => {
    expect(docFiles().flatMap(brokenLinks)).toEqual([]);
  });
});
