import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { staticImports } from './area-graph.ts';

/** The module every test database is opened through (PGlite or `TEST_DATABASE_URL`). */
const TEST_DATABASE = resolve('server/testing/test-database.ts');
/**
 * Files that open a database only to serve the API a build reads over HTTP: what they test is the
 * build worker process, and every call it makes is tested on both databases by the API's own files.
 */
const SERVE_THE_API_ONLY = new Set(['server/static/build-worker-client.test.ts']);
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The file a relative specifier names, as TypeScript and Vite resolve it. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Relative imports of a file, static and `import()` alike, resolved to files. */
function importsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const dynamic = [...text.matchAll(DYNAMIC_IMPORT)].flatMap((match) => match[1] ?? []);
  return [...staticImports(path, text), ...dynamic].flatMap(
    (specifier) => resolveSpecifier(path, specifier) ?? [],
  );
}

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The test files under `folder` that can open a test database: those whose imports reach
 * `server/testing/test-database.ts`. Only these can behave differently on PostgreSQL, so only
 * these run a second time there; the rest (site serving, models, PDF text) ran on PGlite already,
 * as did the files that only serve the API to a build.
 */
export function testsThatOpenADatabase(folder = 'server', database = TEST_DATABASE): string[] {
  // Files whose every import was followed without reaching the test database.
  const cannot = new Set<string>();
  const reaches = (file: string): boolean => {
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const path = stack.pop() as string;
      if (path === database) return true;
      if (seen.has(path) || cannot.has(path)) continue;
      seen.add(path);
      stack.push(...importsOf(path));
    }
    for (const path of seen) cannot.add(path);
    return false;
  };
  return testFiles(resolve(folder))
    .filter(reaches)
    .map((path) => relative(process.cwd(), path))
    .filter((path) => !SERVE_THE_API_ONLY.has(path))
    .sort();
}
