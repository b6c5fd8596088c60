/**
 * Two `npm start` nodes on one PostgreSQL and one shared SITE_DIR (a one-page fixture storefront, so
 * builds take seconds): the second node builds nothing and serves what the first published, a
 * change through one node is served by the other, and two rebuild requests at once give one
 * rebuild and one queued after it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCluster,
  type FaultyPostgres,
  send,
  startFaultyPostgres,
  startServer,
  until,
} from './harness';

const TOKEN = 'cluster-test-admin-token';
const auth = { Authorization: `Bearer ${TOKEN}` };
let postgres: FaultyPostgres;
let siteDir: string;
let a: ApiCluster;
let b: ApiCluster;

const node = (databaseUrl: string) =>
  startServer(databaseUrl, {
    SITE_DIR: siteDir,
    STOREFRONT_DIR: join(process.cwd(), 'tests', 'site-fixture'),
  });

beforeAll(async () => {
  postgres = await startFaultyPostgres();
  siteDir = await mkdtemp(join(tmpdir(), 'shop-shared-site-'));
  a = await node(postgres.url);
  // A starts its build in the background once ready; B starts while it runs.
  b = await node(postgres.url);
}, 900_000);

/** Names of the tests that failed; both nodes' logs are kept for `npm test`'s reports when any did. */
const failed: string[] = [];
afterEach(({ task }) => {
  if (task.result?.state === 'fail') failed.push(task.name);
});

afterAll(async () => {
  if (failed.length > 0 && a && b) {
    const reports = join(process.cwd(), '.build', 'test-reports');
    await mkdir(reports, { recursive: true });
    const head = `failed: ${failed.join(' | ')}\n`;
    await writeFile(join(reports, 'shared-site-node-a.log'), head + a.log());
    await writeFile(join(reports, 'shared-site-node-b.log'), head + b.log());
  }
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.destroy();
  await rm(siteDir, { recursive: true, force: true });
}, 60_000);

/** The top page a node serves for a host name. */
const page = (server: ApiCluster, host = 'localhost') =>
  send<string>(server.base, 'GET', '/', undefined, { Host: host });
/** Lines of a node's log that report a finished rebuild of channels (one per build run). */
const runs = (server: ApiCluster) =>
  server.log().match(/built \d+ of \d+ channel sites/g)?.length ?? 0;
const channelBuilds = (server: ApiCluster) =>
  server.log().match(/built \d+ pages \(\d+ rendered, \d+ reused\) in/g)?.length ?? 0;
const rebuildState = async () =>
  (await send<{ status: string }>(a.base, 'GET', '/v1/admin/rebuild', undefined, auth)).body;
/** Whether a node's start-up loop has seen every channel current (it takes the rebuild lock till then). */
const startedUp = (server: ApiCluster) =>
  server.log().includes('build: every channel site is published');
/**
 * No rebuild running and both nodes past start-up: a node still starting up (B, while A's whole
 * builds run) looks for stale channels every 2 s under the shared rebuild lock, so a request
 * made then is rightly queued.
 */
const quiet = async () => {
  await until(
    'both nodes started up',
    async () => (startedUp(a) && startedUp(b)) || undefined,
    600_000,
  );
  await until(
    'no rebuild running',
    async () => ((await rebuildState()).status === 'building' ? undefined : true),
    600_000,
  );
};

describe('two nodes sharing SITE_DIR', () => {
  it('builds once: the node that started second serves what the first published', async () => {
    for (const server of [a, b]) {
      for (const [host, channel] of [
        ['localhost', 'default'],
        ['school.localhost', 'school'],
      ]) {
        const served = await until(
          `${channel} on a node`,
          async () => {
            const res = await page(server, host);
            return res.status === 200 ? res.body : undefined;
          },
          600_000,
        );
        expect(served).toContain(`<h1 id="channel">${channel}</h1>`);
      }
    }
    await quiet();
    expect(channelBuilds(a)).toBe(6);
    expect(channelBuilds(b)).toBe(0);
    expect(b.log()).not.toMatch(/built \d+ pages/);
  });

  it('serves on node B a layout changed through node A', async () => {
    const put = await send(
      a.base,
      'PUT',
      '/v1/admin/layouts/top',
      {
        layout: 'default',
        sections: [
          { type: 'embed', url: '/media/catalogs/2026-spring/1.svg', title: 'shared-folder-check' },
        ],
      },
      { ...auth, 'X-Channel-Id': 'default' },
    );
    expect(put.status).toBe(200);
    const served = await until(
      'the new layout on node B',
      async () => {
        const res = await page(b);
        return res.status === 200 && res.body.includes('shared-folder-check')
          ? res.body
          : undefined;
      },
      600_000,
    );
    expect(served).toContain('shared-folder-check');
    expect(channelBuilds(b)).toBe(0);
  });

  it('turns two rebuild requests at once into one rebuild and one queued, on whichever node', async () => {
    await quiet();
    const before = runs(a) + runs(b);
    const replies = await Promise.all(
      [a, b].map((server) =>
        send<{ status: string; queued: boolean }>(
          server.base,
          'POST',
          '/v1/admin/rebuild',
          undefined,
          auth,
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([202, 202]);
    expect(replies.map((r) => r.body.queued).sort()).toEqual([false, true]);
    await until(
      'both rebuilds',
      () => (runs(a) + runs(b) >= before + 2 ? true : undefined),
      600_000,
    );
    await quiet();
    expect(runs(a) + runs(b)).toBe(before + 2);
    const state = (
      await send<{ status: string; channels: { id: string; status: string; reused: number }[] }>(
        b.base,
        'GET',
        '/v1/admin/rebuild',
        undefined,
        auth,
      )
    ).body;
    expect(state.status).toBe('done');
    expect(state.channels).toHaveLength(6);
    expect(state.channels.every((c) => c.status === 'done' && c.reused === 0)).toBe(true);
    expect((await page(b)).status).toBe(200);
  });
});
