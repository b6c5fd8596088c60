import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
/** The context of server code outside the contexts (jobs, rate limits, builds, the seed). */
const PLATFORM = 'platform';
const CONTEXTS = join(ROOT, 'server/contexts');

/** Each server domain's context, as docs/architecture.md's domain map gives it (its second column). */
function domainContexts(markdown: string): Map<string, string> {
  const section = markdown.split(/^## Domain map\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.matchAll(/^\| `([^`]+)` *\| *([a-z-]+) *\|/gm);
  return new Map([...rows].map((row) => [row[1] ?? '', row[2] ?? '']));
}

/** Each table the schema defines (`export const name = pgTable(…)`), by its Drizzle name, with the context whose tables/ folder defines it. */
function definedTables(): Map<string, string> {
  const defined = new Map<string, string>();
  for (const context of readdirSync(CONTEXTS)) {
    const folder = join(CONTEXTS, context, 'tables');
    for (const file of existsSync(folder) ? readdirSync(folder) : []) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const match of text.matchAll(/export const (\w+)\s*=\s*pgTable\(/g)) {
        defined.set(match[1] ?? '', context);
      }
    }
  }
  return defined;
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

/** The schema tables a source text imports as values (`import { a, b } from '…/db/schema…'`). */
function importedTables(text: string, tables: ReadonlySet<string>): string[] {
  const clauses = [...text.matchAll(/import \{([^}]*)\} from '[./]*db\/schema(?:\/index)?'/g)];
  const names = clauses.flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
  return [...new Set(names.map((name) => name.split(' as ')[0] ?? name))].filter((name) =>
    tables.has(name),
  );
}

/** The context a server file belongs to: its folder under server/contexts/, else the platform. */
function contextOf(file: string): string {
  const [top, context] = relative(join(ROOT, 'server'), file).split(sep);
  return top === 'contexts' ? (context ?? PLATFORM) : PLATFORM;
}

/**
 * Tables every context reads straight from the schema: `channels`, the shop channel a request or a
 * record belongs to (its name, host and settings): configuration the platform defines and only the
 * seed writes.
 */
const SHARED_TABLES = new Set(['channels']);

describe('contexts own the tables they write', () => {
  const contexts = domainContexts(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));
  const defined = definedTables();
  const tables = new Set(defined.keys());

  it('every domain sits in the folder of the context the domain map gives it', () => {
    const placed = readdirSync(CONTEXTS).flatMap((context) =>
      readdirSync(join(CONTEXTS, context), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'tables')
        .map((entry) => `${entry.name}: ${context}`),
    );
    expect(placed.length).toBeGreaterThan(30);
    expect(
      placed.filter(
        (row) => row !== `${row.split(':')[0]}: ${contexts.get(row.split(':')[0] ?? '')}`,
      ),
    ).toEqual([]);
    expect(new Set(contexts.values()).size).toBe(readdirSync(CONTEXTS).length);
  });

  it('no table is written by two contexts', () => {
    const writers = new Map<string, Set<string>>();
    for (const file of serverFiles()) {
      const writer = contextOf(file);
      for (const table of writtenTables(readFileSync(file, 'utf8'), tables)) {
        const seen = writers.get(table) ?? new Set<string>();
        seen.add(`${writer} (${relative(ROOT, file)})`);
        writers.set(table, seen);
      }
    }
    expect(writers.size).toBeGreaterThan(60);
    const shared = [...writers].filter(
      ([, by]) => new Set([...by].map((writer) => writer.split(' ')[0])).size > 1,
    );
    expect(shared.map(([table, by]) => `${table}: ${[...by].sort().join(', ')}`)).toEqual([]);
  });
  it('each context defines the tables it writes, in its tables/ folder', () => {
    expect(defined.size).toBeGreaterThan(80);
    const misplaced = serverFiles().flatMap((file) =>
      writtenTables(readFileSync(file, 'utf8'), tables)
        .filter((table) => defined.get(table) !== contextOf(file))
        .map(
          (table) => `${table}: written by ${contextOf(file)}, defined in ${defined.get(table)}`,
        ),
    );
    expect([...new Set(misplaced)]).toEqual([]);
  });

  it('views are published read faces: defined in a tables/published.ts, written by nobody', () => {
    const views = readdirSync(CONTEXTS).flatMap((context) => {
      const folder = join(CONTEXTS, context, 'tables');
      return (existsSync(folder) ? readdirSync(folder) : []).flatMap((file) =>
        [
          ...readFileSync(join(folder, file), 'utf8').matchAll(
            /export const (\w+)\s*=\s*pgView\(/g,
          ),
        ].map((match) => ({ name: match[1] ?? '', file })),
      );
    });
    expect(views.length).toBeGreaterThan(0);
    expect(views.filter((view) => view.file !== 'published.ts')).toEqual([]);
    const names = new Set(views.map((view) => view.name));
    const writes = serverFiles().flatMap((file) =>
      writtenTables(readFileSync(file, 'utf8'), names),
    );
    expect(writes).toEqual([]);
  });

  it("no context reads another's tables: it reads the owner's API or a view the owner publishes", () => {
    // The owner is the context that defines a table (it alone may write it, the tests above
    // check): a table written only through a helper, or only by the seed, has its owner too.
    const reads = serverFiles().flatMap((file) =>
      importedTables(readFileSync(file, 'utf8'), tables)
        .filter((table) => !SHARED_TABLES.has(table) && defined.get(table) !== contextOf(file))
        .map((table) => `${relative(ROOT, file)}: ${table} (${defined.get(table)})`),
    );
    expect(reads).toEqual([]);
    const scanned = serverFiles().flatMap((file) =>
      importedTables(readFileSync(file, 'utf8'), tables),
    );
    expect(scanned.length, 'the scan sees the schema imports').toBeGreaterThan(200);
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
