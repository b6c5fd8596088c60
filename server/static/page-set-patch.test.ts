/**
 * A real Astro build (tests/pages-fixture: a list and a page per item) patched when items are
 * added and removed: the new page and the list are rendered, every other item's page is reused,
 * a removed page's file goes, and the sitemaps list the pages the folder now serves.
 */
import { readdir, readFile, realpath, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../build.ts';
import { buildScratchDir } from '../testing/scratch.ts';
import { siteDir } from './site-dir.ts';

const FIXTURE = join(process.cwd(), 'tests', 'pages-fixture');

let items = ['a', 'b', 'c', 'd'].map((key) => ({ key, title: `item ${key}` }));
let server: Server;
let apiBase = '';
let root = '';

beforeAll(async () => {
  root = await buildScratchDir('page-set-');
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(items));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  apiBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const distDir = () => join(root, 'dist');
const build = async () => {
  const result = await buildSite({
    apiBase,
    log: () => undefined,
    root: FIXTURE,
    siteDir: siteDir(join(root, 'sites'), distDir()),
    channels: [{ id: 'default', hosts: [], distDir: distDir() }],
  });
  const [channel] = result.channels;
  if (channel?.status !== 'done') throw new Error('the build failed');
  return channel;
};
const read = (path: string) => readFile(join(distDir(), path), 'utf8');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const changed = async () => JSON.parse(await read('_changed.json')) as string[];

describe('a change that adds or removes a page', () => {
  it('patches the published folder: the new page and the list rendered, the rest reused', async () => {
    const first = await build();
    expect(first).toMatchObject({ rendered: 5, reused: 0, pages: 5 });
    expect(locs(await read('sitemap-0.xml'))).toContain('http://shop.test/item/d/');

    const published = await realpath(distDir());
    items = [...items, { key: 'e', title: 'item e' }];
    const added = await build();
    // Patched in place: no new folder built and published.
    expect(await realpath(distDir())).toBe(published);
    // The list (no key) and the new page; items a–d reused.
    expect(added).toMatchObject({ rendered: 2, reused: 4, pages: 6 });
    expect(await read('item/e/index.html')).toContain('item e');
    expect(await read('index.html')).toContain('/item/e/');
    expect(locs(await read('sitemap-0.xml'))).toContain('http://shop.test/item/e/');
    expect(await read('sitemap.xml')).toBe(await read('sitemap-index.xml'));
    expect(await changed()).toEqual(expect.arrayContaining(['/', '/item/e/', '/sitemap-0.xml']));
    expect(await changed()).not.toContain('/item/a/');

    items = items.filter((item) => item.key !== 'b');
    const removed = await build();
    expect(await realpath(distDir())).toBe(published);
    expect(removed).toMatchObject({ rendered: 1, reused: 4, pages: 5 });
    expect(await readdir(join(distDir(), 'item'))).toEqual(['a', 'c', 'd', 'e']);
    expect(await read('index.html')).not.toContain('/item/b/');
    expect(locs(await read('sitemap-0.xml'))).toEqual([
      'http://shop.test/',
      'http://shop.test/item/a/',
      'http://shop.test/item/c/',
      'http://shop.test/item/d/',
      'http://shop.test/item/e/',
    ]);
    // A CDN drops the removed page too.
    expect(await changed()).toEqual(expect.arrayContaining(['/', '/item/b/', '/sitemap-0.xml']));
  }, 300_000);
});
