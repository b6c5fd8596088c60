import { lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  distLayout,
  newBuildDir,
  readStamp,
  SITE_FORMAT,
  staleReason,
  swapIn,
  writeStamp,
} from './dist-layout.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'dist-layout-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function fakeBuild(layout: ReturnType<typeof distLayout>, at: number, page: string) {
  const dir = newBuildDir(layout, new Date(at));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), page);
  return dir;
}

describe('swapIn', () => {
  it('replaces a plain dist folder by a link and keeps only the current and previous builds', async () => {
    const layout = distLayout('dist', root);
    await mkdir(join(root, 'dist'));
    await writeFile(join(root, 'dist', 'index.html'), 'old');
    for (const [i, page] of ['one', 'two', 'three'].entries()) {
      await swapIn(layout, await fakeBuild(layout, Date.UTC(2026, 0, 1 + i), page));
    }
    expect((await lstat(join(root, 'dist'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(root, 'dist', 'index.html'), 'utf8')).toBe('three');
    const builds = (await readdir(layout.buildsDir)).sort();
    expect(builds).toEqual(['site-20260102T000000000Z', 'site-20260103T000000000Z']);
  });

  it('leaves builds of another link and newer builds alone', async () => {
    const e2e = distLayout('.build/e2e-dist', root);
    const main = distLayout('dist', root);
    const other = await fakeBuild(e2e, Date.UTC(2025, 0, 1), 'e2e');
    const newer = await fakeBuild(main, Date.UTC(2027, 0, 1), 'in progress');
    await swapIn(main, await fakeBuild(main, Date.UTC(2026, 0, 1), 'a'));
    await swapIn(main, await fakeBuild(main, Date.UTC(2026, 0, 2), 'b'));
    await swapIn(main, await fakeBuild(main, Date.UTC(2026, 0, 3), 'c'));
    const names = await readdir(main.buildsDir);
    expect(names).toContain(other.split('/').pop());
    expect(names).toContain(newer.split('/').pop());
    expect(names).not.toContain('site-20260101T000000000Z');
  });
});

describe('stamps', () => {
  it('round-trips and tells why a site is stale', async () => {
    const stamp = {
      builtAt: '2026-01-01T00:00:00.000Z',
      contentVersion: '2026-01-01T00:00:00.000Z',
      sourceVersion: 100,
      pages: 3,
      format: SITE_FORMAT,
    };
    await writeStamp(root, stamp);
    expect(await readStamp(root)).toEqual(stamp);
    expect(await readStamp(join(root, 'missing'))).toBeUndefined();
    expect(staleReason(undefined, new Date(0), 0)).toBe('no site built yet');
    expect(staleReason(stamp, new Date('2026-01-02'), 100)).toMatch(/data changed/);
    expect(staleReason(stamp, new Date('2025-12-31'), 101)).toMatch(/sources changed/);
    expect(staleReason(stamp, new Date('2026-01-01'), 100)).toBeUndefined();
    const beforeManifest = { ...stamp, format: undefined };
    expect(staleReason(beforeManifest, new Date('2026-01-01'), 100)).toMatch(/older server/);
  });
});
