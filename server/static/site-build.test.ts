/**
 * A real Astro build (a one-page fixture) against an API that fails: failed fetches are retried,
 * and a build that still fails leaves the previous site published and served, without throwing.
 */
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../build.ts';
import { buildScratchDir } from '../testing/scratch.ts';
import { siteDir } from './site-dir.ts';
import { createSiteHandler } from './static-site.ts';

const FIXTURE = join(process.cwd(), 'tests', 'site-fixture');

/** A layouts API whose answers the test scripts: 'ok', 'flaky' (the first calls fail), 'down'. */
let mode: 'ok' | 'flaky' | 'down' = 'ok';
let title = 'first';
let calls = 0;
let failures = 0;
let server: Server;
let apiBase = '';
let root = '';

beforeAll(async () => {
  root = await buildScratchDir('site-build-');
  server = createServer((req, res) => {
    calls += 1;
    if (mode === 'down' || (mode === 'flaky' && failures < 2)) {
      failures += 1;
      // One refused-like failure (socket closed) and one 503, as a busy machine gives.
      if (failures % 2 === 1 && mode === 'flaky') return req.socket.destroy();
      res.writeHead(503).end('busy');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ title }));
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
const build = () =>
  buildSite({
    apiBase,
    log: () => undefined,
    root: FIXTURE,
    siteDir: siteDir(join(root, 'sites'), distDir()),
    channels: [{ id: 'default', hosts: [], distDir: distDir() }],
  });
const served = async () => {
  const handler = createSiteHandler({ distDir: distDir(), productExists: async () => false });
  const res = await handler(new Request('http://localhost/'));
  return { status: res.status, body: await res.text() };
};

describe('a build against an API that fails', () => {
  it('retries the failed fetches and publishes the site', async () => {
    mode = 'flaky';
    const result = await build();
    expect(result.channels).toMatchObject([{ id: 'default', status: 'done', reused: 0 }]);
    expect(failures).toBe(2);
    expect(calls).toBeGreaterThan(failures);
    const page = await served();
    expect(page.status).toBe(200);
    expect(page.body).toContain('first');
    const changed = JSON.parse(await readFile(join(distDir(), '_changed.json'), 'utf8'));
    expect(changed).toContain('/');
  }, 180_000);

  it('keeps serving the previous site when the API stays down, and reports the channel failed', async () => {
    mode = 'down';
    title = 'second';
    const result = await build();
    expect(result.failed).toBe(1);
    expect(result.channels).toMatchObject([{ id: 'default', status: 'failed', rendered: 0 }]);
    const page = await served();
    expect(page.status).toBe(200);
    expect(page.body).toContain('first');
    mode = 'ok';
    await build();
    expect((await served()).body).toContain('second');
  }, 180_000);
});
