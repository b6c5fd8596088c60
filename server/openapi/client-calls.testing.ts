import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

const CALL = /(?:\.(get|post|put|patch|delete|download)|build(?:Get|Find))(?:<[^>]*>)?\(\s*$/;
const CONST_INIT = /const (\w+)(?:: [\w<>[\]]+)? =\s*(?:\([^)]*\)(?:: \w+)?\s*=>\s*)?$/;

/** The HTTP method of a client call (`http.download` and the build's reads are GETs). */
const methodOf = (name: string | undefined) =>
  !name || name === 'download' ? 'GET' : name.toUpperCase();

/**
 * The methods a path literal is called with: the call it is written in (`http.delete(\`…\`)`), or
 * the calls its constant is passed to (`const at = (key) => \`…\``, then `http.put(at(key))`); `*`
 * when neither says (the path goes through a helper of its own).
 */
function methodsAt(source: string, index: number): string[] {
  const before = source.slice(Math.max(0, index - 80), index);
  const direct = CALL.exec(before);
  if (direct) return [methodOf(direct[1])];
  const constant = CONST_INIT.exec(before)?.[1];
  if (!constant) return ['*'];
  const uses = new RegExp(
    `(?:\\.(get|post|put|patch|delete|download)|build(?:Get|Find))(?:<[^>]*>)?\\(\\s*${constant}\\b`,
    'g',
  );
  const methods = [...source.matchAll(uses)].map((m) => methodOf(m[1]));
  return methods.length ? [...new Set(methods)] : ['*'];
}

/**
 * The shapes of every API path the storefront's client code writes (`/v1/…`, `/takimoto/…`,
 * `/public.json`), each with the methods it is called with (`*`: not known from the source) and
 * the files that write it. Read from the source, so a path only counts where it is written out,
 * alone or after a constant of the same file.
 */
export function clientCalls(
  root = 'src/lib',
): Map<string, { methods: Set<string>; files: string[] }> {
  const shapes = new Map<string, { methods: Set<string>; files: string[] }>();
  for (const file of clientFiles(root)) {
    // Comments name calls too (`GET /v1/makers/{key}`): only code counts.
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '$1');
    const names = namesOf(source);
    for (const match of source.matchAll(LITERAL)) {
      for (const filled of expand(match[2] as string, names)) {
        if (!/^\/(?:v1\/|takimoto\/|public\.json)/.test(filled)) continue;
        const shape = pathShape(filled);
        const entry = shapes.get(shape) ?? { methods: new Set<string>(), files: [] };
        for (const method of methodsAt(source, match.index ?? 0)) entry.methods.add(method);
        entry.files.push(file);
        shapes.set(shape, entry);
      }
    }
  }
  return shapes;
}

/** Code files of a folder that may build a request body: not schemas, copy or tests. */
const bodyBuilders = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|testing|schema|messages)\.tsx?$/.test(name))
    .map((name) => readFileSync(join(dir, name), 'utf8'));

/**
 * The request fields the spec names for a call that the client code never sends: a field counts as
 * sent when a code file of a folder that writes the call's path (the `.api` file, or the store
 * beside it that builds the body) names it as a word. Schemas do not count: a field the contract
 * accepts is not a field the storefront sends.
 */
export function unsentFields(request: string[], files: string[]): string[] {
  const dirs = [...new Set(files.map((file) => dirname(file)))];
  const text = dirs.flatMap(bodyBuilders).join('\n');
  return request.filter((field) => !new RegExp(`\\b${field}\\b`).test(text));
}
