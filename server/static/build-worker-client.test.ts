/**
 * Real Astro builds (one-page fixtures) in the build worker process: the theme reaches the build
 * as an argument, a worker killed mid-build leaves the API process up and the old site served, and
 * a worker that grew too large is ended after its job.
 */
import { mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite, type ChannelBuild } from '../build.ts';
import { createRebuilder } from '../contexts/back-office/admin/index.ts';
import { seededApi, type TestApi } from '../testing/api.ts';
import { buildScratchDir } from '../testing/scratch.ts';
import { createBuildWorker } from './build-worker-client.ts';
import { buildWorker, renderChannelDraft, warmChannel } from './channel-build.ts';
import { siteDir } from './site-dir.ts';
import { createSiteHandler } from './static-site.ts';
import { createWholeBuilds } from './whole-builds.ts';

const SITE_FIXTURE = join(process.cwd(), 'tests', 'site-fixture');
const THEME_FIXTURE = join(process.cwd(), 'tests', 'theme-fixture');

/** A layouts API: answers with the title, or (when `kill` is set) kills the worker and hangs. */
let title = 'first';
let kill = false;
/** The channel of each API call, in order. */
const asked: string[] = [];
/** While set, the API holds its answers to this channel until `until` resolves. */
let hold: { channel: string; until: Promise<void> } | undefined;
let server: Server;
let apiBase = '';
let root = '';
let api: TestApi;

beforeAll(async () => {
  root = await buildScratchDir('build-worker-');
  api = await seededApi();
  server = createServer(async (req, res) => {
    const channel = String(req.headers['x-channel-id']);
    asked.push(channel);
    if (hold?.channel === channel) await hold.until;
    if (kill) {
      const pid = buildWorker().pid();
      if (pid) process.kill(pid, 'SIGKILL');
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
  buildWorker().stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
  await api.drop();
});

const versions = { content: new Date(0), shopWide: new Date(0) };
const built = (dir: string) => readFile(join(dir, 'index.html'), 'utf8');

describe('the build worker', () => {
  it("builds with the theme it is given, not the API process's environment", async () => {
    const worker = createBuildWorker();
    process.env.SITE_CUSTOMER = 'other';
    process.env.SITE_THEME = 'other';
    try {
      const outDir = join(root, 'theme');
      const lines: string[] = [];
      const counts = await worker.build(
        'theme',
        {
          outDir,
          apiBase,
          root: THEME_FIXTURE,
          log: (line) => lines.push(line),
          theme: { customer: 'school', theme: 'wa' },
        },
        1,
        versions,
      );
      expect(counts).toMatchObject({ pages: 1, rendered: 1, reused: 0 });
      expect(lines).toContain('building 1 pages…');
      expect(await built(outDir)).toContain('school/wa');
      expect(worker.live('theme')).toMatchObject({ folder: outDir, sourceVersion: 1 });
      expect(worker.pid()).not.toBe(process.pid);
      // Its peak memory is known to the API process (the bench reports it beside the API's).
      expect(worker.peakRss()).toBeGreaterThan(50 * 2 ** 20);
    } finally {
      delete process.env.SITE_CUSTOMER;
      delete process.env.SITE_THEME;
      worker.stop();
    }
  }, 120_000);

  it('is ended after a job that left it above its memory limit, and the next job starts another', async () => {
    const worker = createBuildWorker({ maxRss: 1 });
    const build = (name: string) =>
      worker.build(
        name,
        { outDir: join(root, name), apiBase, root: THEME_FIXTURE, log: () => undefined },
        1,
        versions,
      );
    await build('big1');
    expect(worker.pid()).toBeUndefined();
    expect(worker.live('big1')).toBeUndefined();
    await expect(build('big2')).resolves.toMatchObject({ rendered: 1 });
    worker.stop();
  }, 120_000);

  it('killed mid-build: the API stays up, the old site serves, the rebuild reports failed, the next build works', async () => {
    const distDir = join(root, 'dist');
    const dir = siteDir(join(root, 'sites'), distDir);
    const site = () =>
      buildSite({
        apiBase,
        log: () => undefined,
        root: SITE_FIXTURE,
        siteDir: dir,
        channels: [{ id: 'default', hosts: [], distDir }],
      });
    const served = async () => {
      const handler = createSiteHandler({ distDir, productExists: async () => false });
      return (await handler(new Request('http://localhost/'))).text();
    };
    const rebuilder = createRebuilder((_scope, progress) =>
      site().then(async (result) => {
        for (const channel of result.channels) await progress?.(channel);
        return result;
      }),
    );
    await (await rebuilder.start(api.database, 'all')).done;
    expect(await served()).toContain('first');
    const firstWorker = buildWorker().pid();
    expect(firstWorker).toBeDefined();

    kill = true;
    title = 'second';
    await (await rebuilder.start(api.database, 'all')).done;
    expect(await rebuilder.state(api.database)).toMatchObject({
      status: 'failed',
      channels: [{ id: 'default', status: 'failed', rendered: 0 }],
    });
    expect(await served()).toContain('first');

    kill = false;
    await (await rebuilder.start(api.database, 'all')).done;
    expect(await rebuilder.state(api.database)).toMatchObject({ status: 'done' });
    expect(await served()).toContain('second');
    expect(buildWorker().pid()).not.toBe(firstWorker);
  }, 180_000);

  it('builds the fallback channel alone first, then the others two at once, each in a worker of its own', async () => {
    const dist = (id: string) => join(root, `lanes-${id}`);
    asked.length = 0;
    const result = await buildSite({
      apiBase,
      log: () => undefined,
      root: SITE_FIXTURE,
      siteDir: siteDir(join(root, 'lanes'), dist('default')),
      channels: ['default', 'a', 'b'].map((id) => ({ id, hosts: [], distDir: dist(id) })),
      lanes: 2,
    });
    expect(result.channels.map((c) => [c.id, c.status])).toEqual([
      ['default', 'done'],
      ['a', 'done'],
      ['b', 'done'],
    ]);
    const lastDefault = asked.lastIndexOf('default');
    expect(lastDefault).toBeGreaterThanOrEqual(0);
    expect(asked.slice(0, lastDefault + 1).every((id) => id === 'default')).toBe(true);
    expect(new Set(asked.slice(lastDefault + 1))).toEqual(new Set(['a', 'b']));
    expect(buildWorker('a').pid()).toBeDefined();
    expect(buildWorker('a').pid()).not.toBe(buildWorker('default').pid());
    for (const id of ['a', 'b']) buildWorker(id).stop();
  }, 180_000);

  it('builds two channels at once into a SITE_DIR outside the project, each worker in its own working directory', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'shop-lanes-'));
    try {
      const dist = (id: string) => join(outside, `dist-${id}`);
      for (let round = 0; round < 3; round += 1) {
        title = `round ${round}`;
        const result = await buildSite({
          apiBase,
          log: () => undefined,
          root: SITE_FIXTURE,
          siteDir: siteDir(join(outside, 'sites'), dist('default')),
          channels: ['default', 'a', 'b', 'c'].map((id) => ({ id, hosts: [], distDir: dist(id) })),
          lanes: 2,
        });
        expect(result.channels.map((c) => [c.id, c.status])).toEqual(
          ['default', 'a', 'b', 'c'].map((id) => [id, 'done']),
        );
        for (const id of ['a', 'b', 'c']) expect(await built(dist(id))).toContain(title);
      }
      const cwd = async (id: string) => realpath(`/proc/${buildWorker(id).pid()}/cwd`);
      expect(await cwd('default')).not.toBe(await cwd('a'));
    } finally {
      title = 'first';
      for (const id of ['a', 'b', 'c']) buildWorker(id).stop();
      await rm(outside, { recursive: true, force: true });
    }
  }, 240_000);

  it('gives each worker process a working directory of its own, so two servers in one project build at once', async () => {
    const workRoot = await buildScratchDir('work-root-');
    const outside = await mkdtemp(join(tmpdir(), 'shop-two-servers-'));
    const workers = [createBuildWorker({ workRoot }), createBuildWorker({ workRoot })];
    try {
      for (let round = 0; round < 2; round += 1) {
        const counts = await Promise.all(
          workers.map((worker, i) =>
            worker.build(
              `two-${i}`,
              {
                outDir: join(outside, `${round}-${i}`),
                apiBase,
                root: SITE_FIXTURE,
                log: () => {},
              },
              1,
              versions,
            ),
          ),
        );
        expect(counts.map((c) => c.pages)).toEqual([1, 1]);
      }
      const cwds = await Promise.all(workers.map((w) => realpath(`/proc/${w.pid()}/cwd`)));
      expect(cwds[0]).not.toBe(cwds[1]);
      for (const cwd of cwds) expect(cwd.startsWith(await realpath(workRoot))).toBe(true);
    } finally {
      for (const worker of workers) worker.stop();
      await rm(outside, { recursive: true, force: true });
    }
    // Each folder goes with its process.
    await vi.waitFor(async () => expect(await readdir(workRoot)).toEqual([]), { timeout: 10_000 });
    await rm(workRoot, { recursive: true, force: true });
  }, 240_000);

  it('after a restart that built nothing, loads the renderer for the published folder: the first change is a patch', async () => {
    const distDir = join(root, 'warm-dist');
    const dir = siteDir(join(root, 'warm-sites'), distDir);
    const target = { id: 'default', hosts: [], distDir };
    const options = { apiBase, log: () => undefined, root: SITE_FIXTURE, database: api.database };
    const site = () => buildSite({ ...options, siteDir: dir, channels: [target] });
    title = 'warm-1';
    await site();
    const published = await realpath(distDir);
    // A restart: the new worker holds no renderer.
    buildWorker().stop();
    expect(await warmChannel(options, target, dir)).toBe(true);
    expect(buildWorker().live(`${dir.root}\0${dir.prefix}\0default`)?.folder).toBe(published);
    // A draft render of the loaded code shows the override and writes nothing.
    const draft = { layout: { top: { title: 'draft-1' } } };
    const page = await renderChannelDraft(options, target, dir, '/', draft);
    expect(page?.html).toContain('draft-1');
    expect(page?.html).not.toContain('warm-1');
    expect(await readFile(join(distDir, 'index.html'), 'utf8')).toContain('warm-1');
    expect(await renderChannelDraft(options, target, dir, '/nowhere/', draft)).toBeNull();
    title = 'warm-2';
    const result = await site();
    expect(result.channels).toMatchObject([{ id: 'default', status: 'done', rendered: 1 }]);
    expect(await realpath(distDir)).toBe(published);
    expect(await readFile(join(distDir, 'index.html'), 'utf8')).toContain('warm-2');
  }, 180_000);
  it('patches one channel while another builds whole, each in its own worker, and the whole build lands after', async () => {
    const dist = (id: string) => join(root, `beside-${id}`);
    const dir = siteDir(join(root, 'beside'), dist('default'));
    const channels = ['default', 'a'].map((id) => ({ id, hosts: [], distDir: dist(id) }));
    const options = { apiBase, log: () => undefined, root: SITE_FIXTURE, siteDir: dir, channels };
    title = 'beside-1';
    await buildSite(options);
    // Channel a's worker is gone (recycled): its next build is whole, and its API answers hang.
    buildWorker('a').stop();
    const { promise: until, resolve: release } = Promise.withResolvers<void>();
    hold = { channel: 'a', until };
    const published: string[] = [];
    const wholeBuilds = createWholeBuilds<ChannelBuild>({
      lanes: 1,
      lock: async () => async () => undefined,
      done: (id, build) => {
        published.push(`${id} ${build?.status}`);
      },
    });
    try {
      title = 'beside-2';
      const round = await buildSite({ ...options, wholeBuilds });
      expect(round.channels).toMatchObject([{ id: 'default', status: 'done', rendered: 1 }]);
      expect(await built(dist('default'))).toContain('beside-2');
      expect(wholeBuilds.has('a')).toBe(true);
      expect(await built(dist('a'))).toContain('beside-1');
      // A second save while a still builds: default is patched again, a is left to its build.
      title = 'beside-3';
      const next = await buildSite({ ...options, wholeBuilds });
      expect(next.channels.map((c) => c.id)).toEqual(['default']);
      expect(await built(dist('default'))).toContain('beside-3');
      expect(published).toEqual([]);
    } finally {
      release();
      hold = undefined;
    }
    await wholeBuilds.settled();
    expect(published).toEqual(['a done']);
    expect(await built(dist('a'))).toContain('beside-3');
    buildWorker('a').stop();
    title = 'first';
  }, 240_000);
});
