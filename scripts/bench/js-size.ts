import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Brotli size in bytes at the quality a CDN uses for static files. */
export function brotliSize(data: Buffer | string): number {
  return brotliCompressSync(typeof data === 'string' ? Buffer.from(data) : data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

const SCRIPT_SRC = /<script[^>]*\bsrc="([^"]+\.js)"/g;
const MODULE_PRELOAD = /<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g;
const ISLAND_URLS = /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g;
// Every inline script that runs: classic ones (Astro's island loader…) as well as modules; data
// blocks (JSON-LD, JSON) are not code. Attributes are matched by name and quote-agnostic.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_TYPE = /\btype=["']?(?!module\b|text\/javascript\b|application\/javascript\b)[^"'\s>]/i;
// The bundler may quote with ', " or ` (rolldown writes import(`./x.js`)).
const STATIC_IMPORTS = /(?:\bimport|\bfrom)\s*["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORTS = /\bimport\s*\(\s*["'`]([^"'`]+\.js)["'`]/g;

const all = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m[1] ?? '');

/** The code of every inline script of a page that the browser runs, classic or module. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => !DATA_TYPE.test(m[1] ?? ''))
    .map((m) => m[2] ?? '')
    .filter((code) => code.trim() !== '');
}

/** One JS file of a page: its sizes and the files it imports statically or on demand. */
type JsFile = { bytes: number; brotli: number; statics: string[]; dynamics: string[] };

/** JS weight of a page, counted twice (issue 10): before any interaction, and everything reachable. */
export type PageJs = {
  /** Every file reachable, including chunks loaded on demand (`import()`). */
  files: number;
  bytes: number;
  brotli: number;
  /**
   * What the page loads before any interaction: its scripts, modulepreloads and islands (every
   * `client:*` directive, also `visible`) with their static imports, but no `import()` chunk.
   */
  initialFiles: number;
  initialBrotli: number;
  /** React among what loads before any interaction (content pages must have none). */
  react: boolean;
};

async function readJs(distDir: string, path: string): Promise<JsFile> {
  const code = await readFile(join(distDir, path));
  const text = code.toString('utf8');
  const resolve = (url: string) => new URL(url, `http://x${path}`).pathname;
  return {
    bytes: code.length,
    brotli: brotliSize(code),
    statics: all(STATIC_IMPORTS, text).map(resolve),
    dynamics: all(DYNAMIC_IMPORTS, text).map(resolve),
  };
}

/** Walks from `roots`, following static imports (and `import()` too when `lazy`). */
async function reach(
  roots: string[],
  load: (path: string) => Promise<JsFile>,
  lazy: boolean,
): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const file = await load(path);
    queue.push(...file.statics, ...(lazy ? file.dynamics : []));
  }
  return seen;
}

/** JS a page runs: its scripts, islands and everything they import (statically or lazily). */
export async function pageJs(distDir: string, pagePath: string): Promise<PageJs> {
  const html = await readFile(join(distDir, pagePath, 'index.html'), 'utf8');
  const inline = inlineScripts(html).join('\n');
  const roots = [
    ...all(SCRIPT_SRC, html),
    ...all(MODULE_PRELOAD, html),
    ...all(ISLAND_URLS, html),
    ...all(STATIC_IMPORTS, inline),
  ].map((url) => new URL(url, 'http://x/_astro/').pathname);
  const lazyRoots = all(DYNAMIC_IMPORTS, inline).map(
    (u) => new URL(u, 'http://x/_astro/').pathname,
  );
  const cache = new Map<string, Promise<JsFile>>();
  const load = (path: string) => {
    const known = cache.get(path);
    if (known) return known;
    const file = readJs(distDir, path);
    cache.set(path, file);
    return file;
  };
  const initial = await reach(roots, load, false);
  const every = await reach([...roots, ...lazyRoots], load, true);
  const sum = async (paths: Set<string>, key: 'bytes' | 'brotli') => {
    let total = 0;
    for (const path of paths) total += (await load(path))[key];
    return total;
  };
  const inlineBrotli = brotliSize(inline);
  return {
    files: every.size,
    bytes: await sum(every, 'bytes'),
    brotli: inlineBrotli + (await sum(every, 'brotli')),
    initialFiles: initial.size,
    initialBrotli: inlineBrotli + (await sum(initial, 'brotli')),
    // Before interaction only: "all" follows members' `import()`s (tile hearts) into React.
    react: [...initial].some((f) => /react|client\.[\w-]+\.js$/i.test(f)),
  };
}

/** Brotli size of a page's inline scripts, classic and module (they count with the files it fetches). */
export function inlineScriptBrotli(html: string): number {
  return brotliSize(inlineScripts(html).join('\n'));
}

/** Brotli size of one built JS file by its URL path (e.g. `/_astro/react.x.js`); 0 when not built. */
export async function builtJsBrotli(distDir: string, urlPath: string): Promise<number> {
  const code = await readFile(join(distDir, urlPath)).catch(() => null);
  return code ? brotliSize(code) : 0;
}

/** Brotli size of a page's HTML. */
export async function htmlBrotli(distDir: string, pagePath: string): Promise<number> {
  return brotliSize(await readFile(join(distDir, pagePath, 'index.html')));
}
