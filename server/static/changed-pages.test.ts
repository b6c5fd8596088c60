import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePaths, pathsGone, servedSite } from './changed-pages.ts';

let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'changed-pages-'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

async function site(name: string, files: Record<string, string>): Promise<string> {
  const root = join(base, name);
  for (const [file, body] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), body);
  }
  return root;
}

describe('pages a build no longer serves', () => {
  it('lists every page of a folder by its URL path', async () => {
    const root = await site('list', {
      'index.html': '',
      'product/a/index.html': '',
      '404.html': '',
      '_astro/x.js': '',
    });
    expect([...(await pagePaths(root))].sort()).toEqual(['/', '/product/a/']);
  });

  it('names a hidden product’s page and every rewrite that changed', async () => {
    const before = await servedSite(
      await site('before', {
        'index.html': '',
        'product/a/index.html': '',
        'product/hidden/index.html': '',
        '_rewrites.json': JSON.stringify([
          { source: '/lp/:key/', destination: '/lp/_/' },
          { source: '/old/:key/', destination: '/old/_/' },
        ]),
      }),
    );
    const after = await servedSite(
      await site('after', {
        'index.html': '',
        'product/a/index.html': '',
        '_rewrites.json': JSON.stringify([
          { source: '/lp/:key/', destination: '/lp/new/' },
          { source: '/added/:key/', destination: '/added/_/' },
        ]),
      }),
    );
    expect(pathsGone(before, after)).toEqual([
      '/added/:key/',
      '/lp/:key/',
      '/old/:key/',
      '/product/hidden/',
    ]);
    expect(pathsGone(after, after)).toEqual([]);
  });
});
