import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sitemapAlias } from './sitemap-alias';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

const buildDone = (out: string) => {
  const hook = sitemapAlias().hooks['astro:build:done'];
  return hook?.({ dir: pathToFileURL(`${out}/`) } as never);
};

describe('sitemapAlias', () => {
  it('serves the whole sitemap index at /sitemap.xml, every part listed', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitemap-'));
    const index =
      '<sitemapindex><sitemap><loc>/sitemap-0.xml</loc></sitemap><sitemap><loc>/sitemap-1.xml</loc></sitemap><sitemap><loc>/sitemap-2.xml</loc></sitemap></sitemapindex>';
    await writeFile(join(dir, 'sitemap-index.xml'), index);
    await buildDone(dir);
    expect(await readFile(join(dir, 'sitemap.xml'), 'utf8')).toBe(index);
  });

  it('writes nothing when the build has no sitemap', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitemap-'));
    await buildDone(dir);
    await expect(readFile(join(dir, 'sitemap.xml'), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
