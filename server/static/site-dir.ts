import { readdir, rmdir, stat, unlink, utimes } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { STAMP_FILE } from './dist-layout.ts';

/** Where channel builds are written: `<root>/<channel>/<prefix><time>`, shared by nodes when `root` is. */
export interface SiteDir {
  /** SITE_DIR (default `<cwd>/.build/sites`). */
  root: string;
  /** Name prefix of this DIST_DIR's builds, so e2e and dev builds in one root never prune each other. */
  prefix: string;
}

/** A retired build stays this long after it was last published: another node may still serve it. */
export const RETIRED_KEEP_MS = 5 * 60_000;

/** An unfinished folder (no stamp) is a build in progress, or one that died, after this long. */
export const UNFINISHED_KEEP_MS = 60 * 60_000;

/** The site folder for SITE_DIR (absolute or relative to `cwd`) and the served link DIST_DIR. */
export function siteDir(
  root: string | undefined,
  distDir = process.env.DIST_DIR || 'dist',
  cwd = process.cwd(),
): SiteDir {
  const name = basename(resolve(cwd, distDir));
  return {
    root: resolve(cwd, root ?? join('.build', 'sites')),
    prefix: name === 'dist' ? 'site-' : `${name}-site-`,
  };
}

/** A fresh, sortable build folder name, e.g. `site-20261122T063500123Z`. */
export function newFolderName(dir: SiteDir, now = new Date()): string {
  return `${dir.prefix}${now.toISOString().replace(/[-:.]/g, '')}`;
}

/** The path of one channel's build folder. */
export const folderPath = (dir: SiteDir, channelId: string, folder: string): string =>
  join(dir.root, channelId, folder);

/** Marks a build as no longer published now, so pruning keeps it RETIRED_KEEP_MS longer. */
export async function retire(path: string, now = new Date()): Promise<void> {
  await utimes(path, now, now).catch(() => undefined);
}

/**
 * Deletes a channel's builds of this prefix that no published row names (`named`) and that were
 * retired long enough ago, or never finished and are old; returns the names deleted.
 */
export async function pruneChannel(
  dir: SiteDir,
  channelId: string,
  named: readonly string[],
  now = Date.now(),
): Promise<string[]> {
  const parent = join(dir.root, channelId);
  const names = await readdir(parent).catch(() => [] as string[]);
  const doomed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(dir.prefix) || named.includes(name)) continue;
    const finished = await stat(join(parent, name, STAMP_FILE)).catch(() => undefined);
    const info = await stat(join(parent, name)).catch(() => undefined);
    if (!info) continue;
    const keep = finished ? RETIRED_KEEP_MS : UNFINISHED_KEEP_MS;
    if (now - info.mtimeMs > keep) doomed.push(name);
  }
  for (const name of doomed) await removeGently(join(parent, name));
  return doomed;
}

/**
 * Deletes a folder one entry at a time. `rm` with `recursive` queues every file of a build at once
 * on libuv's four threads, and the server's own file work (a patch's stamp, a page served) waited
 * behind them: a 10,000-page folder's deletion held a small write for 1.1–1.7 s, one entry at a
 * time for 0.8 ms (the deletion itself takes twice as long, in the background).
 */
async function removeGently(path: string): Promise<void> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await removeGently(child);
    else await unlink(child).catch(() => undefined);
  }
  await rmdir(path).catch(() => undefined);
}
