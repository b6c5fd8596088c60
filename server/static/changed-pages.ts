import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { loadRewrites, type RewriteRule } from './rewrites.ts';

/** What one folder serves: its page paths and its rewrite rules. */
export type ServedSite = { pages: ReadonlySet<string>; rewrites: readonly RewriteRule[] };

/** The URL path of every page (`index.html`) in a built folder, e.g. `/product/oxford-shirt/`. */
export async function pagePaths(root: string): Promise<Set<string>> {
  const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  const pages = new Set<string>();
  for (const file of files) {
    if (file !== 'index.html' && !file.endsWith(`${sep}index.html`)) continue;
    const dir = relative(root, join(root, file, '..'))
      .split(sep)
      .join('/');
    pages.add(dir ? `/${dir}/` : '/');
  }
  return pages;
}

/** The pages and rewrite rules a built folder serves. */
export async function servedSite(root: string): Promise<ServedSite> {
  return { pages: await pagePaths(root), rewrites: await loadRewrites(root) };
}

/**
 * The paths a CDN must invalidate beyond the pages rendered now: pages the previous folder served
 * that the new one no longer has (a hidden product's page is 404 now), and the source of every
 * rewrite that was added, removed or now points elsewhere.
 */
export function pathsGone(before: ServedSite, after: ServedSite): string[] {
  const gone = [...before.pages].filter((page) => !after.pages.has(page));
  const rule = (r: RewriteRule) => `${r.source}\0${r.destination}`;
  const beforeRules = new Set(before.rewrites.map(rule));
  const afterRules = new Set(after.rewrites.map(rule));
  const moved = [
    ...before.rewrites.filter((r) => !afterRules.has(rule(r))),
    ...after.rewrites.filter((r) => !beforeRules.has(rule(r))),
  ].map((r) => r.source);
  return [...new Set([...gone, ...moved])].sort();
}
