import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, jobs } from '../../../db/schema/index';
import { PUBLISH_WINDOW_BOOK_JOB } from '../../../jobs/publish-window';
import { call, seededApi, type TestApi } from '../../../testing/api';
import {
  type BuiltSite,
  buildSite,
  clockPast,
  keepCurrent,
  runJobsCountingRebuilds,
} from '../../../testing/built-sites';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { CONTENT_WINDOW_JOB } from './content-window.tx';

type Saved = { item: { id: number; version: number } };

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi();
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const base = '/v1/admin/content';
const banner = (title: string, over: Record<string, unknown> = {}) => ({
  channel_id: null,
  is_show: true,
  publish_from: null,
  publish_to: null,
  area: 'main',
  title,
  link: '/product/',
  image_path: '',
  alt: title,
  ...over,
});
const post = async (kind: string, body: unknown) =>
  (await staffCall<Saved>(api, editor, 'POST', `${base}/${kind}`, { body })).body.item;
const put = (kind: string, id: number, body: unknown) =>
  staffCall<Saved>(api, editor, 'PUT', `${base}/${kind}/${id}`, { body });
const inMs = (ms: number) => new Date(Date.now() + ms);
/** How far ahead a boundary the test waits for is: room for the save and the first build on a busy machine. */
const AHEAD_MS = 5000;
/** The banner titles a channel's build reads now. */
const bannerTitles = async (channel: string) =>
  (
    await call<{ data: { title: string }[] }>(api.app, 'GET', '/v1/banners', { channel })
  ).body.data.map((b) => b.title);
/** Whether the channel's build, reading now, renders blog post `key`. */
const postShown = (key: string) => async (channel: string) =>
  (await call(api.app, 'GET', `/v1/blogs/${key}`, { channel })).status === 200;
const runWindowJobs = (now?: Date) =>
  runJobsCountingRebuilds(api.database, [CONTENT_WINDOW_JOB], now);
const windowJobs = (kind: string, id: number) =>
  api.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, CONTENT_WINDOW_JOB), like(jobs.key, `${kind}:${id}@%`)));
const sitesOf = (channels: string[]) =>
  Promise.all(channels.map((channel) => buildSite(api.database, channel, bannerTitles)));
const current = (sites: BuiltSite<string[]>[]) =>
  Promise.all(sites.map((site) => keepCurrent(api.database, site, bannerTitles)));
const has = (title: string, sites: BuiltSite<string[]>[]) =>
  sites.map((site) => site.data.includes(title));

describe('rebuilds at a content record’s publish-period boundaries', () => {
  it('shows a banner for one channel when its period starts, on that channel only', async () => {
    const from = inMs(AHEAD_MS);
    const title = '0時からのセール（wa）';
    const made = await post('banners', banner(title, { channel_id: 'wa', publish_from: from }));
    expect((await windowJobs('banners', made.id)).map((j) => j.runAt.getTime())).toEqual([
      from.getTime(),
    ]);
    let sites = await sitesOf(['wa', 'default']);
    expect(has(title, sites)).toEqual([false, false]);
    expect(await runWindowJobs(new Date(from.getTime() - 1000))).toBe(0);
    await clockPast(from);
    expect(await bannerTitles('wa')).toContain(title);
    sites = await current(sites);
    expect(has(title, sites)).toEqual([false, false]);
    expect(await runWindowJobs()).toBe(1);
    const after = await current(sites);
    expect(has(title, after)).toEqual([true, false]);
    // The other channel's data version did not move: it keeps its built site.
    expect(after[1]).toBe(sites[1]);
  });

  it('takes a banner for every channel off every channel when its period ends', async () => {
    const to = inMs(AHEAD_MS);
    const title = '期間限定バナー（全チャネル）';
    const made = await post('banners', banner(title, { publish_to: to }));
    expect(await windowJobs('banners', made.id)).toHaveLength(1);
    let sites = await sitesOf(['default', 'wa', 'simple']);
    expect(has(title, sites)).toEqual([true, true, true]);
    await clockPast(to);
    sites = await current(sites);
    expect(has(title, sites)).toEqual([true, true, true]);
    expect(await runWindowJobs()).toBe(1);
    sites = await current(sites);
    expect(has(title, sites)).toEqual([false, false, false]);
  });

  it('keeps one job per boundary on a re-save; a moved, hidden or deleted one does nothing', async () => {
    const first = inMs(60_000);
    const moved = inMs(120_000);
    const made = await post('banners', banner('動く予約', { publish_from: first }));
    await put('banners', made.id, { version: 1, alt: '代替テキストだけ変更' });
    expect(await windowJobs('banners', made.id)).toHaveLength(1);
    await put('banners', made.id, { version: 2, publish_from: moved });
    expect(await windowJobs('banners', made.id)).toHaveLength(2);
    const hidden = await post('banners', banner('隠す予約', { publish_from: first }));
    await put('banners', hidden.id, { version: 1, is_show: false });
    const gone = await post('banners', banner('消す予約', { publish_from: first }));
    const removed = await staffCall(api, editor, 'DELETE', `${base}/banners/${gone.id}?version=1`);
    expect(removed.status).toBe(200);
    const sites = await sitesOf(['default']);
    expect(await runWindowJobs(first)).toBe(0);
    expect(await current(sites)).toEqual(sites);
    expect(await runWindowJobs(moved)).toBe(1);
  });

  it('publishes a blog post dated in the future at its date (every kind on the pattern gets it)', async () => {
    const from = inMs(AHEAD_MS);
    await post('blog-posts', {
      channel_id: null,
      is_show: true,
      publish_from: from,
      publish_to: null,
      key: 'midnight-post',
      title: '0時に公開する記事',
      summary: '',
      body: '<p>本文</p>',
      category_id: null,
      image_path: '',
      image_alt: '',
    });
    let site = await buildSite(api.database, 'default', postShown('midnight-post'));
    expect(site.data).toBe(false);
    await clockPast(from);
    expect(await runWindowJobs()).toBe(1);
    site = await keepCurrent(api.database, site, postShown('midnight-post'));
    expect(site.data).toBe(true);
  });

  it('books, each hour, the period of a record no save booked (set before this existed)', async () => {
    const made = await post('banners', banner('古い予約'));
    const hour = 3_600_000;
    const at = inMs(3 * hour);
    await api.database.db.update(banners).set({ publishFrom: at }).where(eq(banners.id, made.id));
    expect(await windowJobs('banners', made.id)).toHaveLength(0);
    // The next hour's run books it; the hour after books nothing more.
    await runJobsCountingRebuilds(api.database, [PUBLISH_WINDOW_BOOK_JOB], inMs(hour));
    await runJobsCountingRebuilds(api.database, [PUBLISH_WINDOW_BOOK_JOB], inMs(2 * hour));
    const booked = await windowJobs('banners', made.id);
    expect(booked.map((job) => job.runAt.getTime())).toEqual([at.getTime()]);
    expect(await runWindowJobs(at)).toBe(1);
  });
});
