import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A call's path with every `{param}` (or `${expr}`) written `{}`, without its query. A parameter
 * glued to a word (`url{path}`, a path that starts with `/`) is a segment of its own.
 */
export function pathShape(path: string): string {
  return (path.split('?')[0] as string)
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/([^/])\{\}/g, '$1/{}');
}

/** Source files of the storefront's client code (`src/lib`), tests excluded. */
function clientFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return clientFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const LITERAL = /(['`])((?:(?!\1)[^\n])*)\1/g;

/**
 * What a name in a `${…}` may stand for in one file: the string literals of its `const`
 * initialiser (an arrow function returning either of two paths gives both), or the members of a
 * parameter's literal union type (`kind: 'recommend' | 'related'`).
 */
function namesOf(source: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [, name, init] of source.matchAll(/const (\w+) =([\s\S]*?);\n/g)) {
    const values = [...(init as string).matchAll(LITERAL)].map((m) => m[2] as string);
    if (values.length) names.set(name as string, values);
  }
  for (const [, name, union] of source.matchAll(/(\w+)\??: ((?:'[^']*'\s*\|\s*)+'[^']*')/g)) {
    names.set(
      name as string,
      [...(union as string).matchAll(/'([^']*)'/g)].map((m) => m[1] as string),
    );
  }
  return names;
}

/** Every reading of a literal, `${name}` and `${name(…)}` replaced by what the name stands for. */
function expand(literal: string, names: Map<string, string[]>, depth = 0): string[] {
  const placeholders = [...literal.matchAll(/\$\{(\w+)(?:\([^}]*\))?\}/g)];
  const match = placeholders.find((m) => names.has(m[1] as string));
  if (!match || depth > 4) return [literal];
  const before = literal.slice(0, match.index);
  const after = literal.slice((match.index ?? 0) + match[0].length);
  return (names.get(match[1] as string) ?? []).flatMap((value) =>
    expand(`${before}${value}${after}`, names, depth + 1),
  );
}

/**
 * Whether a path the client writes is a spec path: the same shape, or a fixed segment where the spec
 * has a parameter (`/v1/pages/front/layout/user` for `…/layout/{matter}`).
 */
export function writesSpecPath(clientShape: string, specShape: string): boolean {
  if (clientShape === specShape) return true;
  const client = clientShape.split('/');
  const spec = specShape.split('/');
  return (
    client.length === spec.length &&
    spec.every((part, i) => part === client[i] || (part === '{}' && !client[i]?.includes('{')))
  );
}

/**
 * The shapes of every API path the storefront's client code writes (`/v1/…`, `/takimoto/…`,
 * `/public.json`), each with the files that write it. Read from the source, so a path only counts
 * where it is written out, alone or after a constant of the same file.
 */
export function clientPathShapes(root = 'src/lib'): Map<string, string[]> {
  const shapes = new Map<string, string[]>();
  for (const file of clientFiles(root)) {
    // Comments name calls too (`GET /v1/makers/{key}`): only code counts.
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '$1');
    const names = namesOf(source);
    for (const [, , literal] of source.matchAll(LITERAL)) {
      for (const filled of expand(literal as string, names)) {
        if (!/^\/(?:v1\/|takimoto\/|public\.json)/.test(filled)) continue;
        const shape = pathShape(filled);
        shapes.set(shape, [...(shapes.get(shape) ?? []), file]);
      }
    }
  }
  return shapes;
}
