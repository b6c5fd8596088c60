import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, pageLayouts } from '../../../db/schema/index';
import { PUBLISH_WINDOW_BOOK_JOB } from '../../../jobs/publish-window';
import { call, seededApi, type TestApi } from '../../../testing/api';
import {
  buildSite,
  clockPast,
  keepCurrent,
  runJobsCountingRebuilds,
} from '../../../testing/built-sites';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { LAYOUT_WINDOW_JOB } from './layouts-window.tx';

type Section = { type: string; url: string | null; title: string | null; is_hidden: boolean };
type Season = {
  layout: string;
  sections: Section[];
  publish_from: string;
  publish_to: string | null;
};
type Layout = {
  id: number;
  page: string;
  layout: string;
  sections: Section[];
  season: Season | null;
  version: number;
};
type Answer = { item: Layout; errors?: Record<string, string[]>; changed_fields?: string[] };

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi();
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

/** How far ahead a boundary the test waits for is: room for the save on a busy machine. */
const AHEAD_MS = 4000;
const inMs = (ms: number) => new Date(Date.now() + ms);
const section = (type: string, is_hidden = false) => ({ type, url: null, title: null, is_hidden });
const OWN = [section('banners'), section('new_arrivals'), section('ranking')];
const SALE = [section('ranking'), section('banners'), section('new_arrivals', true)];

const layouts = async (channel = 'default') =>
  (
    await staffCall<{ data: Layout[] }>(
      api,
      editor,
      'GET',
      `/v1/admin/page-layouts?channel=${channel}`,
    )
  ).body.data;
const topLayout = async (channel = 'default') =>
  (await layouts(channel)).find((l) => l.page === 'top');
const save = (body: Record<string, unknown>, channel = 'default') =>
  staffCall<Answer>(api, editor, 'PUT', '/v1/admin/page-layouts/top', {
    body: { channel_id: channel, layout: 'default', sections: OWN, ...body },
  });
/** The top page's shown sections as a channel's build reads them (`GET /v1/layouts/top`). */
const shownSections = async (channel: string) =>
  (
    await call<{ sections: { type: string }[] }>(api.app, 'GET', '/v1/layouts/top', { channel })
  ).body.sections
    .map((s) => s.type)
    .join(',');
const bookedAt = async (id: number) =>
  (
    await api.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, LAYOUT_WINDOW_JOB), like(jobs.key, `page-layout:${id}@%`)))
  )
    .map((j) => j.runAt.getTime())
    .sort((a, b) => a - b);
const runWindowJobs = (now?: Date) =>
  runJobsCountingRebuilds(api.database, [LAYOUT_WINDOW_JOB], now);
const version = async () => (await topLayout())?.version ?? 0;

describe('a page’s period layout (期間限定レイアウト)', () => {
  it('is saved with the page’s own, kept in its versions and audit row, with a rebuild booked at both boundaries', async () => {
    const from = '2099-12-01T00:00:00+09:00';
    const to = '2099-12-25T00:00:00+09:00';
    const season = { layout: 'simple', sections: SALE, publish_from: from, publish_to: to };
    const res = await save({ season, version: await version() });
    expect(res.status).toBe(200);
    const { item } = res.body;
    expect(item.season).toEqual({
      layout: 'simple',
      sections: SALE,
      publish_from: new Date(from).toISOString(),
      publish_to: new Date(to).toISOString(),
    });
    expect(await bookedAt(item.id)).toEqual([new Date(from).getTime(), new Date(to).getTime()]);
    // Before its period the page shows its own layout.
    expect(await shownSections('default')).toBe('banners,new_arrivals,ranking');
    const audit = (await api.database.db.query.auditLog.findMany()).filter(
      (r) => r.recordType === 'page-layout' && r.recordId === String(item.id),
    );
    expect(audit.at(-1)?.after).toMatchObject({ season: { layout: 'simple' } });
    // A save that leaves the period layout out keeps it; the same period books nothing more.
    const kept = await save({ version: item.version });
    expect(kept.body.item.season?.layout).toBe('simple');
    expect(await bookedAt(item.id)).toHaveLength(2);
    // A stale save is refused with what changed.
    const stale = await save({ season: null, version: item.version });
    expect(stale.status).toBe(409);
  });

  it('refuses a period layout without a start, ending first, or with a part the page cannot show, in Japanese under season. (422), changing nothing', async () => {
    const before = await version();
    // The screen sends an empty start as null.
    const base = { layout: 'default', sections: SALE, publish_from: null, publish_to: null };
    const noStart = await save({ season: base, version: before });
    expect(noStart.status).toBe(422);
    expect(noStart.body.errors?.['season.publish_from']).toEqual([
      '期間限定レイアウトの公開開始を入力してください。',
    ]);
    const at = '2099-12-01T00:00:00+09:00';
    const backwards = await save({
      season: { ...base, publish_from: at, publish_to: '2099-11-30T00:00:00+09:00' },
      version: before,
    });
    expect(backwards.body.errors?.['season.publish_to']).toEqual([
      '公開終了は公開開始より後の日時にしてください。',
    ]);
    const wrongPart = await save({
      season: { ...base, sections: [section('cart')], publish_from: at },
      version: before,
    });
    expect(wrongPart.status).toBe(422);
    expect(wrongPart.body.errors?.['season.sections.0.type']).toEqual([
      'この部品はこのページに置けません。',
    ]);
    expect(await version()).toBe(before);
  });

  it('is what the channel’s build reads while the period runs, its own layout outside; the site rebuilds at each boundary', async () => {
    const from = inMs(AHEAD_MS);
    const to = new Date(from.getTime() + AHEAD_MS);
    const season = {
      layout: 'default',
      sections: SALE,
      publish_from: from.toISOString(),
      publish_to: to.toISOString(),
    };
    const res = await save({ season, version: await version() });
    expect(res.status).toBe(200);
    let site = await buildSite(api.database, 'default', shownSections);
    expect(site.data).toBe('banners,new_arrivals,ranking');
    expect(await runWindowJobs(new Date(from.getTime() - 1000))).toBe(0);
    await clockPast(from);
    expect(await shownSections('default')).toBe('ranking,banners');
    // Another channel keeps its own layout.
    expect(await shownSections('wa')).not.toBe('ranking,banners');
    expect(await runWindowJobs()).toBe(1);
    site = await keepCurrent(api.database, site, shownSections);
    expect(site.data).toBe('ranking,banners');
    await clockPast(to);
    expect(await shownSections('default')).toBe('banners,new_arrivals,ranking');
    expect(await runWindowJobs()).toBe(1);
    site = await keepCurrent(api.database, site, shownSections);
    expect(site.data).toBe('banners,new_arrivals,ranking');
  });

  it('is removed by a save with none, and an undo to a version that had it brings it back', async () => {
    const withIt = await save({
      season: { layout: 'simple', sections: SALE, publish_from: '2099-12-01T00:00:00+09:00' },
      version: await version(),
    });
    expect(withIt.body.item.season?.publish_to).toBeNull();
    const removed = await save({ season: null, version: withIt.body.item.version });
    expect(removed.body.item.season).toBeNull();
    const undo = await staffCall<Answer>(
      api,
      editor,
      'POST',
      `/v1/admin/page-layouts/top/versions/${withIt.body.item.version}/restore`,
      { body: { channel_id: 'default', version: removed.body.item.version } },
    );
    expect(undo.status).toBe(200);
    expect(undo.body.item.season).toMatchObject({ layout: 'simple', publish_to: null });
  });

  it('books, each hour, the period of a layout no save booked', async () => {
    const row = await topLayout();
    if (!row) throw new Error('the default channel needs a top layout');
    const hour = 3_600_000;
    const at = inMs(3 * hour);
    await api.database.db
      .update(pageLayouts)
      .set({ seasonSections: SALE, seasonLayout: 'default', seasonFrom: at, seasonTo: null })
      .where(eq(pageLayouts.id, row.id));
    expect(await bookedAt(row.id)).not.toContain(at.getTime());
    await runJobsCountingRebuilds(api.database, [PUBLISH_WINDOW_BOOK_JOB], inMs(hour));
    expect(await bookedAt(row.id)).toContain(at.getTime());
    expect(await runWindowJobs(at)).toBe(1);
  });
});
