import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorSchemes, jobs } from '../../../db/schema/index';
import { PUBLISH_WINDOW_BOOK_JOB } from '../../../jobs/publish-window';
import { call, seededApi, type TestApi } from '../../../testing/api';
import {
  buildSite,
  clockPast,
  keepCurrent,
  runJobsCountingRebuilds,
} from '../../../testing/built-sites';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { SCHEME_WINDOW_JOB } from './schemes-window.tx';

type Scheme = {
  id: number;
  name: string;
  is_selected: boolean;
  version: number;
  colors: unknown;
  loading: unknown;
  cursor: unknown;
  animation: unknown;
  publish_from: string | null;
  publish_to: string | null;
};
type Answer = {
  item: Scheme;
  publish: { changes: number[] };
  errors?: Record<string, string[]>;
  changed_fields?: string[];
};

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi();
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

/** How far ahead a boundary the test waits for is: room for the save and the first build on a busy machine. */
const AHEAD_MS = 4000;
const inMs = (ms: number) => new Date(Date.now() + ms);
const schemes = async (channel = 'default') =>
  (
    await staffCall<{ data: Scheme[] }>(
      api,
      editor,
      'GET',
      `/v1/admin/color-schemes?channel=${channel}`,
    )
  ).body.data;
const save = (s: Scheme, over: Record<string, unknown>) =>
  staffCall<Answer>(api, editor, 'PUT', `/v1/admin/color-schemes/${s.id}`, {
    body: {
      name: s.name,
      loading: s.loading,
      cursor: s.cursor,
      animation: s.animation,
      colors: s.colors,
      publish_from: s.publish_from,
      publish_to: s.publish_to,
      version: s.version,
      ...over,
    },
  });
/** The scheme name a channel's build reads now (`GET /v1/colorschemes/selected/front`). */
const schemeShown = async (channel: string) =>
  (await call<{ name: string }>(api.app, 'GET', '/v1/colorschemes/selected/front', { channel }))
    .body.name;
const bookedAt = async (id: number) =>
  (
    await api.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, SCHEME_WINDOW_JOB), like(jobs.key, `color-scheme:${id}@%`)))
  )
    .map((j) => j.runAt.getTime())
    .sort((a, b) => a - b);
const runWindowJobs = (now?: Date) =>
  runJobsCountingRebuilds(api.database, [SCHEME_WINDOW_JOB], now);
/** The default channel's selected scheme and another one to make seasonal. */
async function pair() {
  const all = await schemes();
  const selected = all.find((s) => s.is_selected);
  const seasonal = all.find((s) => !s.is_selected);
  if (!selected || !seasonal) throw new Error('the default channel needs two schemes');
  return { selected, seasonal };
}

describe('a seasonal colour scheme’s publish period', () => {
  it('is saved with the scheme, audited before and after, with a rebuild booked at both boundaries', async () => {
    const { seasonal } = await pair();
    const from = new Date('2099-12-01T00:00:00+09:00');
    const to = new Date('2099-12-25T00:00:00+09:00');
    const res = await save(seasonal, {
      name: 'クリスマス配色',
      publish_from: '2099-12-01T00:00:00+09:00',
      publish_to: '2099-12-25T00:00:00+09:00',
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      publish_from: from.toISOString(),
      publish_to: to.toISOString(),
      version: seasonal.version + 1,
    });
    const audit = (await api.database.db.query.auditLog.findMany()).filter(
      (r) => r.recordType === 'color-scheme' && r.recordId === String(seasonal.id),
    );
    expect(audit.at(-1)).toMatchObject({
      action: 'color-scheme.save',
      before: { publish_from: null, publish_to: null },
      after: { publish_from: from.toISOString(), publish_to: to.toISOString() },
    });
    expect(await bookedAt(seasonal.id)).toEqual([from.getTime(), to.getTime()]);
    // Saving again with the same period books nothing more.
    await save(res.body.item, { name: 'クリスマス配色' });
    expect(await bookedAt(seasonal.id)).toHaveLength(2);
    // A save based on an old version is refused (409) with what changed.
    const stale = await save(res.body.item, { publish_to: null });
    expect(stale.status).toBe(409);
    expect(stale.body.changed_fields).toEqual([]);
    const older = await save(seasonal, { publish_to: null });
    expect(older.status).toBe(409);
    expect(older.body.changed_fields).toEqual(
      expect.arrayContaining(['name', 'publish_from', 'publish_to']),
    );
  });

  it('refuses an end at or before the start, or an unreadable date, in Japanese (422), changing nothing', async () => {
    const { seasonal } = await pair();
    const at = '2099-12-01T00:00:00+09:00';
    const same = await save(seasonal, { publish_from: at, publish_to: at });
    expect(same.status).toBe(422);
    expect(same.body.errors?.publish_to).toEqual([
      '公開終了は公開開始より後の日時にしてください。',
    ]);
    const before = await save(seasonal, { publish_from: at, publish_to: '2099-11-30T00:00:00Z' });
    expect(before.body.errors?.publish_to?.[0]).toMatch(/公開開始より後/);
    const garbled = await save(seasonal, { publish_from: '12月1日' });
    expect(garbled.status).toBe(422);
    expect(garbled.body.errors?.publish_from?.[0]).toMatch(/公開開始は日時/);
    const after = (await schemes()).find((s) => s.id === seasonal.id);
    expect(after?.version).toBe(seasonal.version);
  });

  it('is the scheme the channel’s build reads while the period runs, the selected one outside; the site rebuilds at each boundary', async () => {
    const { selected, seasonal } = await pair();
    const from = inMs(AHEAD_MS);
    const to = new Date(from.getTime() + AHEAD_MS);
    const res = await save(seasonal, {
      publish_from: from.toISOString(),
      publish_to: to.toISOString(),
    });
    expect(res.status).toBe(200);
    expect(await bookedAt(seasonal.id)).toEqual(
      expect.arrayContaining([from.getTime(), to.getTime()]),
    );
    let site = await buildSite(api.database, 'default', schemeShown);
    expect(site.data).toBe(selected.name);
    expect(await runWindowJobs(new Date(from.getTime() - 1000))).toBe(0);
    await clockPast(from);
    expect(await schemeShown('default')).toBe(seasonal.name);
    // Another channel keeps its own scheme.
    expect(await schemeShown('wa')).not.toBe(seasonal.name);
    expect((await keepCurrent(api.database, site, schemeShown)).data).toBe(selected.name);
    expect(await runWindowJobs()).toBe(1);
    site = await keepCurrent(api.database, site, schemeShown);
    expect(site.data).toBe(seasonal.name);
    await clockPast(to);
    expect(await schemeShown('default')).toBe(selected.name);
    expect(await runWindowJobs()).toBe(1);
    site = await keepCurrent(api.database, site, schemeShown);
    expect(site.data).toBe(selected.name);
  });

  it('books, each hour, the period of a scheme no save booked', async () => {
    const { seasonal } = await pair();
    const hour = 3_600_000;
    const at = inMs(3 * hour);
    await api.database.db
      .update(colorSchemes)
      .set({ publishFrom: at, publishTo: null })
      .where(eq(colorSchemes.id, seasonal.id));
    expect(await bookedAt(seasonal.id)).not.toContain(at.getTime());
    await runJobsCountingRebuilds(api.database, [PUBLISH_WINDOW_BOOK_JOB], inMs(hour));
    expect(await bookedAt(seasonal.id)).toContain(at.getTime());
    expect(await runWindowJobs(at)).toBe(1);
  });
});
