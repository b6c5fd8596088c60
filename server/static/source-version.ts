import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What the built site is made from, besides the data (the storefront imports the contract too). */
export const SITE_SOURCES = ['src', 'contract', 'public', 'astro.config.mjs', 'package-lock.json'];

async function newestIn(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((e) => newestIn(join(path, e))));
  return Math.max(info.mtimeMs, ...times);
}

/** Newest modification time (ms) among the storefront's sources, so edits trigger a rebuild. */
export async function sourceVersion(root = process.cwd()): Promise<number> {
  const times = await Promise.all(SITE_SOURCES.map((s) => newestIn(join(root, s))));
  return Math.trunc(Math.max(0, ...times));
}
