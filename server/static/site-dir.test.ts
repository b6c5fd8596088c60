import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAMP_FILE } from './dist-layout.ts';
import {
  folderPath,
  newFolderName,
  pruneChannel,
  RETIRED_KEEP_MS,
  retire,
  siteDir,
} from './site-dir.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-dir-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const HOUR = 3_600_000;

async function folder(name: string, ageMs: number, finished = true) {
  const path = join(root, 'sites', 'default', name);
  await mkdir(path, { recursive: true });
  if (finished) await writeFile(join(path, STAMP_FILE), '{}');
  const at = new Date(Date.now() - ageMs);
  await utimes(path, at, at);
  return path;
}

describe('site folders', () => {
  it('names builds per channel under SITE_DIR, with a prefix per served link', () => {
    const dir = siteDir(join(root, 'sites'), 'dist', root);
    const name = newFolderName(dir, new Date(Date.UTC(2026, 10, 27, 9, 30)));
    expect(name).toBe('site-20261127T093000000Z');
    expect(folderPath(dir, 'school', name)).toBe(join(root, 'sites', 'school', name));
    expect(siteDir(undefined, '.build/e2e-dist', root)).toEqual({
      root: join(root, '.build', 'sites'),
      prefix: 'e2e-dist-site-',
    });
  });

  it('prunes only unnamed builds retired minutes ago, and unfinished ones after an hour', async () => {
    const dir = siteDir(join(root, 'sites'), 'dist', root);
    await folder('site-1-published', HOUR);
    await folder('site-2-old', HOUR);
    const justRetired = await folder('site-3-retired-now', HOUR);
    await retire(justRetired);
    await folder('site-4-recent', RETIRED_KEEP_MS / 2);
    await folder('site-5-building', HOUR / 2, false);
    await folder('site-6-abandoned', 2 * HOUR, false);
    await folder('e2e-dist-site-7-other-link', HOUR);
    const pruned = await pruneChannel(dir, 'default', ['site-1-published']);
    expect(pruned.sort()).toEqual(['site-2-old', 'site-6-abandoned']);
    expect((await readdir(join(root, 'sites', 'default'))).sort()).toEqual([
      'e2e-dist-site-7-other-link',
      'site-1-published',
      'site-3-retired-now',
      'site-4-recent',
      'site-5-building',
    ]);
  });

  it('deletes a pruned build whole, pages in folders and links, never what a link points to', async () => {
    const dir = siteDir(join(root, 'sites'), 'dist', root);
    const kept = join(root, 'kept.html');
    await writeFile(kept, 'elsewhere');
    const path = await folder('site-8-old', HOUR);
    await mkdir(join(path, 'product', 'oxford-shirt'), { recursive: true });
    await writeFile(join(path, 'product', 'oxford-shirt', 'index.html'), '<p>shirt</p>');
    await writeFile(join(path, 'index.html'), '<p>top</p>');
    await symlink(kept, join(path, 'product', 'linked.html'));
    const at = new Date(Date.now() - HOUR);
    await utimes(path, at, at);
    expect(await pruneChannel(dir, 'default', [])).toEqual(['site-8-old']);
    expect(await readdir(join(root, 'sites', 'default'))).toEqual([]);
    expect(await readFile(kept, 'utf8')).toBe('elsewhere');
  });
});
