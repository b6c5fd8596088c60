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
const ISLAND_URLS = /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g;
const INLINE_MODULE = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;
const IMPORTS = /(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g;

const all = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m[1] ?? '');

/** JS a page runs: its scripts, islands and everything they import (statically or lazily). */
export async function pageJs(distDir: string, pagePath: string) {
  const html = await readFile(join(distDir, pagePath, 'index.html'), 'utf8');
  const inline = all(INLINE_MODULE, html).join('\n');
  const queue = [...all(SCRIPT_SRC, html), ...all(ISLAND_URLS, html), ...all(IMPORTS, inline)];
  const seen = new Set<string>();
  let bytes = 0;
  let brotli = brotliSize(inline);
  while (queue.length) {
    const url = queue.shift() ?? '';
    const path = new URL(url, 'http://x/_astro/').pathname;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = await readFile(join(distDir, path));
    bytes += code.length;
    brotli += brotliSize(code);
    for (const next of all(IMPORTS, code.toString('utf8'))) {
      queue.push(new URL(next, `http://x${path}`).pathname);
    }
  }
  const files = [...seen];
  return {
    files: files.length,
    bytes,
    brotli,
    react: files.some((f) => /react|client\.[\w-]+\.js$/i.test(f)),
  };
}

/** Brotli size of a page's HTML. */
export async function htmlBrotli(distDir: string, pagePath: string): Promise<number> {
  return brotliSize(await readFile(join(distDir, pagePath, 'index.html')));
}
