import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemMessage } from '../../../../contract/message-center/message-center.schema';
import { users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { postSystemMessage } from './message-center.queries';

let api: TestApi;
let taro: string;
let hanako: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const list = (token: string, query = '') =>
  req<{ data: SystemMessage[] }>(api.app, 'GET', `/v1/me/system-messages${query}`, { token });

describe('message centre', () => {
  it('lists taro’s seeded messages newest first with the unread count', async () => {
    const res = await list(taro);
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.title)).toEqual([
      'ご注文の商品を発送しました',
      'ポイント失効のお知らせ',
      '会員登録ありがとうございます',
    ]);
    expect(res.body.data.map((m) => m.is_read)).toEqual([false, false, true]);
    expect(res.headers.get('x-unread-count')).toBe('2');
    expect(res.headers.get('x-total')).toBe('3');
    const paged = await list(taro, '?per=1&page=2');
    expect(paged.body.data.map((m) => m.kind)).toEqual(['point']);
    expect(paged.headers.get('x-last-page')).toBe('3');
  });

  it('opening a message marks it read once and lowers the unread count', async () => {
    const [first] = (await list(taro)).body.data;
    if (!first) throw new Error('no message');
    const opened = await req<SystemMessage>(api.app, 'GET', `/v1/me/system-messages/${first.id}`, {
      token: taro,
    });
    expect(opened.body).toMatchObject({ id: first.id, is_read: true, kind: 'order' });
    expect(opened.body.body).toContain('OK-20260315-0012');
    const again = await req<SystemMessage>(api.app, 'GET', `/v1/me/system-messages/${first.id}`, {
      token: taro,
    });
    expect(again.body.read_at).toBe(opened.body.read_at);
    expect((await list(taro)).headers.get('x-unread-count')).toBe('1');
  });

  it('marks a message unread again (未読に戻す) and read once more', async () => {
    const [first] = (await list(taro)).body.data;
    if (!first) throw new Error('no message');
    const path = `/v1/me/system-messages/${first.id}`;
    const unread = await req<SystemMessage>(api.app, 'PATCH', path, {
      body: { is_read: false },
      token: taro,
    });
    expect(unread.body).toMatchObject({ is_read: false, read_at: null });
    expect((await list(taro)).headers.get('x-unread-count')).toBe('2');
    const other = await req(api.app, 'PATCH', path, { body: { is_read: true }, token: hanako });
    expectApiError(other, 404, 'common.not_found');
    expect((await list(taro)).headers.get('x-unread-count')).toBe('2');
    expectApiError(
      await req(api.app, 'PATCH', path, { body: { is_read: 'no' }, token: taro }),
      422,
      'common.validation',
    );
    const read = await req<SystemMessage>(api.app, 'PATCH', path, {
      body: { is_read: true },
      token: taro,
    });
    expect(read.body.is_read).toBe(true);
    expect((await list(taro)).headers.get('x-unread-count')).toBe('1');
  });

  it('answers another member’s message exactly like a missing one, and leaves it unread', async () => {
    const [, second] = (await list(taro)).body.data;
    if (!second) throw new Error('no message');
    const missing = await req(api.app, 'GET', '/v1/me/system-messages/99999999', { token: hanako });
    expectApiError(missing, 404, 'common.not_found');
    const other = await req(api.app, 'GET', `/v1/me/system-messages/${second.id}`, {
      token: hanako,
    });
    expect([other.status, other.body]).toEqual([missing.status, missing.body]);
    expect((await list(taro)).body.data[1]?.is_read).toBe(false);
    expect((await list(hanako)).body.data.map((m) => m.title)).toEqual([
      '会員登録ありがとうございます',
    ]);
    expectApiError(await req(api.app, 'GET', '/v1/me/system-messages'), 401, 'auth.unauthorized');
    expectApiError(await list(taro, '?per=0'), 422, 'common.validation');
  });

  it('postSystemMessage delivers a message other domains send', async () => {
    const all = await api.database.db.select({ id: users.id, email: users.email }).from(users);
    const target = all.find((u) => u.email === 'hanako@example.jp');
    if (!target) throw new Error('no hanako');
    const posted = await postSystemMessage(api.database.db, target.id, {
      title: 'お問い合わせに回答しました',
      body: '回答をご確認ください。',
      kind: 'inquiry',
    });
    expect(posted).toMatchObject({ is_read: false, kind: 'inquiry' });
    const res = await list(hanako);
    expect(res.body.data[0]?.id).toBe(posted.id);
    expect(res.headers.get('x-unread-count')).toBe('2');
  });
});
