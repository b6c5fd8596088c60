import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
/** The context of server code outside the domains (jobs, rate limits, content versions, builds). */
const PLATFORM = 'platform';

/** Each server domain's context, as docs/architecture.md's domain map gives it (its second column). */
function domainContexts(markdown: string): Map<string, string> {
  const section = markdown.split(/^## Domain map\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.matchAll(/^\| `([^`]+)` *\| *([a-z-]+) *\|/gm);
  return new Map([...rows].map((row) => [row[1] ?? '', row[2] ?? '']));
}

/** The tables the schema defines (`export const name = pgTable(…)`), by their Drizzle name. */
function schemaTables(): Set<string> {
  const folder = join(ROOT, 'server/db/schema');
  const names = readdirSync(folder).flatMap((file) =>
    [
      ...readFileSync(join(folder, file), 'utf8').matchAll(/export const (\w+)\s*=\s*pgTable\(/g),
    ].map((match) => match[1] ?? ''),
  );
  return new Set(names);
}

/** Shipped server files (tests, test helpers, the seed and migrations left out). */
function serverFiles(folder = join(ROOT, 'server')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return ['seed', 'migrations'].includes(entry.name) ? [] : serverFiles(path);
    }
    return /\.ts$/.test(entry.name) && !/\.(test|testing)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The tables a source text writes through Drizzle (`.insert(t)`, `.update(t)`, `.delete(t)` with a
 * schema table named). A write through a table held in a variable (a helper for several like
 * tables) is not seen; those helpers write their own context's tables.
 */
function writtenTables(text: string, tables: ReadonlySet<string>): string[] {
  const named = [...text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(named.filter((name) => tables.has(name)))];
}

describe('contexts own the tables they write', () => {
  const contexts = domainContexts(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));
  const tables = schemaTables();

  it('every server domain has a context in the domain map', () => {
    const domains = readdirSync(join(ROOT, 'server/domains'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(domains.filter((domain) => !contexts.has(domain))).toEqual([]);
    expect(new Set(contexts.values()).size).toBeGreaterThanOrEqual(8);
  });

  it('no table is written by two contexts', () => {
    const writers = new Map<string, Set<string>>();
    for (const file of serverFiles()) {
      const [top, domain] = relative(join(ROOT, 'server'), file).split(sep);
      const context = top === 'domains' ? (contexts.get(domain ?? '') ?? domain) : PLATFORM;
      for (const table of writtenTables(readFileSync(file, 'utf8'), tables)) {
        const seen = writers.get(table) ?? new Set<string>();
        seen.add(`${context} (${relative(ROOT, file)})`);
        writers.set(table, seen);
      }
    }
    expect(writers.size).toBeGreaterThan(60);
    const shared = [...writers].filter(
      ([, by]) => new Set([...by].map((writer) => writer.split(' ')[0])).size > 1,
    );
    expect(shared.map(([table, by]) => `${table}: ${[...by].sort().join(', ')}`)).toEqual([]);
  });
});

describe('the readers', () => {
  it('read a context per domain row and nothing after the map', () => {
    const text =
      '## Domain map\n\n| `cart` | commerce | x |\n| `auth` | identity | y |\n\n## Next\n\n| `z` | other | w |';
    expect([...domainContexts(text)]).toEqual([
      ['cart', 'commerce'],
      ['auth', 'identity'],
    ]);
  });

  it('find the schema tables a text writes, not other calls of the same names', () => {
    const text =
      "await tx.update(users).set({});\nawait db.insert( orders ).values(v);\nmap.delete(key);\nroutes.delete('/x', h);\ntx.update(users);";
    expect(writtenTables(text, new Set(['users', 'orders']))).toEqual(['users', 'orders']);
  });
});
