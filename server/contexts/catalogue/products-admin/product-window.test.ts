import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, products } from '../../../db/schema/index';
import { PUBLISH_WINDOW_BOOK_JOB } from '../../../jobs/publish-window';
import { startWorker } from '../../../jobs/worker';
import { NO_MAILER } from '../../../services/mail/mailer';
import { call, seededApi, type TestApi } from '../../../testing/api';
import {
  type BuiltSite,
  buildSite,
  clockPast,
  keepCurrent,
  runJobsCountingRebuilds,
} from '../../../testing/built-sites';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { NO_CARD_PROVIDER } from '../../commerce/payments/index';
import { PRODUCT_WINDOW_JOB } from './product-window.tx';

type Product = { product_key: string; version: number };

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi();
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const SELLING = ['default', 'wa'];
const send = (method: string, path: string, body?: unknown) =>
  staffCall<Product>(api, editor, method, `/v1/admin/products${path}`, { body });
const create = (key: string, extra: Record<string, unknown>) =>
  send('POST', '', {
    product_key: key,
    name: `予約テスト ${key}`,
    code: key.toUpperCase(),
    description: '<p>説明</p>',
    product_price: 2000,
    tax_rate: 10,
    channels: SELLING,
    ...extra,
  });
const inMs = (ms: number) => new Date(Date.now() + ms);
/** How far ahead a boundary the test waits for is: room for the save and the first build on a busy machine. */
const AHEAD_MS = 5000;
/** Whether the channel's build, reading now, would render the product's page. */
const pageOf = (key: string) => async (channel: string) =>
  (await call(api.app, 'GET', `/v1/products/${key}`, { channel })).status === 200;
const runWindowJobs = (now?: Date) =>
  runJobsCountingRebuilds(api.database, [PRODUCT_WINDOW_JOB], now);
async function windowJobs(key: string) {
  const [row] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.key, key));
  return api.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, PRODUCT_WINDOW_JOB), like(jobs.key, `product:${row?.id}@%`)));
}
/** Builds each channel's site, then keeps them current as a node does after a rebuild request. */
async function sitesOf(key: string, channels: string[]) {
  return Promise.all(channels.map((channel) => buildSite(api.database, channel, pageOf(key))));
}
const current = (key: string, sites: BuiltSite<boolean>[]) =>
  Promise.all(sites.map((site) => keepCurrent(api.database, site, pageOf(key))));
const shown = (sites: BuiltSite<boolean>[]) => sites.map((site) => site.data);

describe('rebuilds at a product’s publish-window boundaries', () => {
  it('publishes a product on every channel that sells it when its publish_from comes, and no other channel', async () => {
    const from = inMs(AHEAD_MS);
    expect((await create('window-from', { publish_from: from.toISOString() })).status).toBe(201);
    const queued = await windowJobs('window-from');
    expect(queued.map((job) => job.runAt.getTime())).toEqual([from.getTime()]);
    // The list carries the window, so the screen can say 公開予約 and when.
    const list = await staffCall<{ data: Record<string, unknown>[] }>(
      api,
      editor,
      'GET',
      '/v1/admin/products?keyword=WINDOW-FROM',
    );
    expect(list.body.data[0]).toMatchObject({ publish_from: from.toISOString(), publish_to: null });
    let sites = await sitesOf('window-from', [...SELLING, 'school']);
    expect(shown(sites)).toEqual([false, false, false]);
    // A second before its time nothing runs.
    expect(await runWindowJobs(new Date(from.getTime() - 1000))).toBe(0);
    await clockPast(from);
    // The shop's reads show it now, but a built site is not stale: without the job it stays as built.
    expect(await pageOf('window-from')('default')).toBe(true);
    sites = await current('window-from', sites);
    expect(shown(sites)).toEqual([false, false, false]);
    expect(await runWindowJobs()).toBe(1);
    sites = await current('window-from', sites);
    expect(shown(sites)).toEqual([true, true, false]);
    expect((await windowJobs('window-from')).map((job) => job.status)).toEqual(['done']);
  });

  it('takes a product off every channel that sells it when its publish_to comes', async () => {
    const to = inMs(AHEAD_MS);
    expect((await create('window-to', { publish_to: to.toISOString() })).status).toBe(201);
    let sites = await sitesOf('window-to', SELLING);
    expect(shown(sites)).toEqual([true, true]);
    await clockPast(to);
    sites = await current('window-to', sites);
    expect(shown(sites)).toEqual([true, true]);
    expect(await runWindowJobs()).toBe(1);
    sites = await current('window-to', sites);
    expect(shown(sites)).toEqual([false, false]);
  });

  it('keeps one job per boundary on a re-save, and a moved boundary’s old job does nothing', async () => {
    const first = inMs(60_000);
    const moved = inMs(120_000);
    await create('window-moved', { publish_from: first.toISOString() });
    // Saved again with the same boundary (another field changed): still one job.
    await send('PUT', '/window-moved', { version: 1, name: '予約テスト（名前だけ変更）' });
    expect(await windowJobs('window-moved')).toHaveLength(1);
    await send('PUT', '/window-moved', { version: 2, publish_from: moved.toISOString() });
    const queued = await windowJobs('window-moved');
    expect(queued.map((job) => job.runAt.getTime()).sort()).toEqual([
      first.getTime(),
      moved.getTime(),
    ]);
    const sites = await sitesOf('window-moved', SELLING);
    // The old boundary's job runs and finds the window moved: no rebuild, no channel stale.
    expect(await runWindowJobs(first)).toBe(0);
    expect(await current('window-moved', sites)).toEqual(sites);
    // At the new boundary (the server was down for an hour past it) the first run rebuilds.
    expect(await runWindowJobs(new Date(moved.getTime() + 3_600_000))).toBe(1);
    const after = await current('window-moved', sites);
    expect(after.map((site) => site.version > (sites[0]?.version ?? 0))).toEqual([true, true]);
    expect((await windowJobs('window-moved')).map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('does nothing at the boundary of a product deleted or hidden since', async () => {
    const at = inMs(60_000);
    await create('window-gone', { publish_from: at.toISOString() });
    await create('window-hidden', { publish_from: at.toISOString() });
    expect((await send('DELETE', '/window-gone')).status).toBe(200);
    await send('PUT', '/window-hidden', { version: 1, is_show_product: false });
    const sites = await sitesOf('window-gone', SELLING);
    expect(await runWindowJobs(at)).toBe(0);
    expect(await current('window-gone', sites)).toEqual(sites);
  });

  it('rebuilds within 5 s of the boundary through the worker loop, with nobody present', async () => {
    const from = inMs(AHEAD_MS);
    await create('window-worker', { publish_from: from.toISOString() });
    let rebuilds = 0;
    const worker = startWorker(api.database, {
      cards: NO_CARD_PROVIDER,
      mailer: NO_MAILER,
      intervalMs: 200,
      contentChanged: () => {
        rebuilds += 1;
      },
    });
    try {
      await expect
        .poll(async () => (await windowJobs('window-worker'))[0]?.status, {
          timeout: AHEAD_MS + 10_000,
          interval: 100,
        })
        .toBe('done');
    } finally {
      await worker.stop();
    }
    const [job] = await windowJobs('window-worker');
    const late = (job?.finishedAt?.getTime() ?? 0) - from.getTime();
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(5000);
    expect(rebuilds).toBe(1);
  });

  it('rebuilds once when two processes run the due jobs at the same moment', async () => {
    const at = inMs(60_000);
    await create('window-race', { publish_to: at.toISOString() });
    const counts = await Promise.all([runWindowJobs(at), runWindowJobs(at)]);
    expect(counts[0] + counts[1]).toBe(1);
  });

  it('books, each hour, the boundaries of a window no save booked (set before this existed)', async () => {
    await create('window-old', {});
    const hour = 3_600_000;
    const at = inMs(3 * hour);
    // Written outside the saves, as a window from before boundary jobs were kept.
    await api.database.db
      .update(products)
      .set({ publishTo: at })
      .where(eq(products.key, 'window-old'));
    expect(await windowJobs('window-old')).toHaveLength(0);
    const book = (now: Date) =>
      runJobsCountingRebuilds(api.database, [PUBLISH_WINDOW_BOOK_JOB], now);
    // The next hour's run books it; the hour after books nothing more.
    await book(inMs(hour));
    await book(inMs(2 * hour));
    const booked = await windowJobs('window-old');
    expect(booked.map((job) => job.runAt.getTime())).toEqual([at.getTime()]);
    expect(await runWindowJobs(at)).toBe(1);
  });
});
