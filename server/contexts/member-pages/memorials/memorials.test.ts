import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Memorial } from '../../../../contract/memorials/memorials.schema';
import { MEMORIAL_LIMIT } from '../../../../contract/memorials/memorials.schema';
import { jobs } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { sendMemorialReminders } from './reminders.commands';

let api: TestApi;
let taro: string;
let hanako: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const list = (token: string) =>
  req<{ data: Memorial[] }>(api.app, 'GET', '/v1/me/user-memorials', { token });
const add = (token: string, body: unknown) =>
  req<Memorial>(api.app, 'POST', '/v1/me/user-memorials', { token, body });
const day = {
  target_user_name: '佐藤 花子',
  division_ct: 2,
  name: '誕生日',
  month: 2,
  date: 29,
  call: true,
};

describe('memorial days', () => {
  it('lists the member’s own days in calendar order with x-limit', async () => {
    const res = await list(taro);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-limit')).toBe(String(MEMORIAL_LIMIT));
    expect(res.body.data.map((m) => [m.name, m.month, m.date, m.call])).toEqual([
      ['母の誕生日', 5, 12, true],
      ['結婚記念日', 10, 3, true],
    ]);
    expect((await list(hanako)).body.data).toEqual([]);
    expectApiError(await req(api.app, 'GET', '/v1/me/user-memorials'), 401, 'auth.unauthorized');
  });

  it('adds, reads, changes and deletes a day (Feb 29 allowed, full-width digits accepted)', async () => {
    const created = await add(taro, { ...day, month: '２', date: '２９' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...day, id: expect.any(Number) });
    const path = `/v1/me/user-memorials/${created.body.id}`;
    expect((await req<Memorial>(api.app, 'GET', path, { token: taro })).body.name).toBe('誕生日');
    const changed = await req<Memorial>(api.app, 'PUT', path, {
      token: taro,
      body: { ...day, name: '入籍記念日', month: 7, date: 7, call: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: '入籍記念日', month: 7, date: 7, call: false });
    expect((await req(api.app, 'DELETE', path, { token: taro })).status).toBe(204);
    expectApiError(await req(api.app, 'GET', path, { token: taro }), 404, 'common.not_found');
  });

  it('answers another member’s day exactly like a missing one', async () => {
    const mine = (await list(taro)).body.data[0] as Memorial;
    const path = `/v1/me/user-memorials/${mine.id}`;
    const missing = '/v1/me/user-memorials/99999999';
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', day],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await req(api.app, method, path, { token: hanako, body });
      const none = await req(api.app, method, missing, { token: hanako, body });
      expectApiError(theirs, 404, 'common.not_found');
      expect(theirs.text).toBe(none.text);
    }
    expect((await list(taro)).body.data).toHaveLength(2);
  });

  it('refuses a day that does not exist, a missing name and an unknown relation in Japanese', async () => {
    const date = expectApiError(
      await add(taro, { ...day, month: 4, date: 31 }),
      422,
      'common.validation',
    );
    expect(date.errors?.date).toEqual(['存在しない日付です。月と日をご確認ください。']);
    const res = expectApiError(
      await add(taro, { ...day, name: ' ', division_ct: 9 }),
      422,
      'common.validation',
    );
    expect(res.errors?.name).toEqual(['記念日の名前を入力してください。']);
    expect(res.errors?.division_ct).toEqual(['ご関係を選択してください。']);
    const bad = expectApiError(await add(taro, { ...day, month: 13 }), 422, 'common.validation');
    expect(bad.errors?.month).toEqual(['月を選択してください。']);
    expect((await list(taro)).body.data).toHaveLength(2);
  });

  it('stops at the limit with a Japanese message', async () => {
    for (let i = 0; i < MEMORIAL_LIMIT; i += 1) {
      expect((await add(hanako, { ...day, month: 1, date: i + 1 })).status).toBe(201);
    }
    const res = expectApiError(await add(hanako, day), 422, 'common.validation');
    expect(res.message).toBe(
      `記念日は ${MEMORIAL_LIMIT} 件まで登録できます。不要な記念日を削除してください。`,
    );
    expect((await list(hanako)).body.data).toHaveLength(MEMORIAL_LIMIT);
  });
});

describe('memorial reminders', () => {
  const reminderMails = async (to: string) => {
    const rows = await api.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, 'mail.send'), sql`${jobs.payload}->>'to' = ${to}`));
    return rows.map((r) => r.payload as { subject: string; text: string });
  };
  const run = (iso: string) =>
    sendMemorialReminders({ database: api.database, now: new Date(iso) }, { daysBefore: 7 });

  it('queues one mail per memorial per year, even when run twice or again later that year', async () => {
    expect(await run('2027-05-04T00:00:00Z')).toBe(0); // 5/12 is 8 days away in Japan
    expect(await run('2027-05-05T00:00:00Z')).toBeGreaterThanOrEqual(1);
    expect(await run('2027-05-05T00:00:00Z')).toBe(0);
    expect(await run('2027-05-11T23:00:00Z')).toBe(0); // the day itself, already reminded
    const mails = (await reminderMails('taro@example.jp')).filter((m) =>
      m.subject.includes('母の誕生日'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('山田 和子 様の母の誕生日（5月12日）');
    expect(mails[0]?.text).toContain('7 日後');
  });

  it('reminds again the next year, and never of a day whose reminder is off', async () => {
    expect(await run('2028-05-06T00:00:00Z')).toBe(1);
    const mine = (await list(taro)).body.data.find((m) => m.name === '結婚記念日') as Memorial;
    const path = `/v1/me/user-memorials/${mine.id}`;
    const { id: _id, user_id: _u, ...body } = mine;
    await req(api.app, 'PUT', path, { token: taro, body: { ...body, call: false } });
    expect(await run('2028-09-30T00:00:00Z')).toBe(0);
    await req(api.app, 'PUT', path, { token: taro, body: { ...body, call: true } });
    expect(await run('2028-09-30T00:00:00Z')).toBe(1);
    expect(await run('2028-09-30T00:00:00Z')).toBe(0);
  });
});
