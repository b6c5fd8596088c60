import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminMember,
  AdminMemberListItem,
} from '../../../../contract/account/back-office-members.schema';
import { userAccounts, users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import {
  newBrowser,
  type StaffBrowser,
  signedInAs,
  staffCall,
} from '../../back-office/staff/staff.testing';
import { likePrefix, memberSearch } from './member-search.model';

let api: TestApi;
let operator: StaffBrowser;
let taroId: number;

beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  operator = await signedInAs(api, 'operator@example.jp');
  const [taro] = await api.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'taro@example.jp'));
  taroId = taro?.id ?? 0;
});
afterAll(() => api.drop());

const search = async (q: string) => {
  const res = await staffCall<{ data: AdminMemberListItem[] }>(
    api,
    operator,
    'GET',
    `/v1/admin/members?q=${encodeURIComponent(q)}`,
  );
  expect(res.status).toBe(200);
  return res.body.data.map((m) => m.email);
};
const member = async () =>
  (await staffCall<AdminMember>(api, operator, 'GET', `/v1/admin/members/${taroId}`)).body;
const adjust = (body: unknown, browser = operator) =>
  staffCall<{ points_balance: number }>(
    api,
    browser,
    'POST',
    `/v1/admin/members/${taroId}/points`,
    {
      body,
    },
  );

describe('the search words', () => {
  it('turns hiragana into katakana, keeps digits of a phone and escapes wildcards', () => {
    expect(memberSearch(' やまだ たろう ')).toMatchObject({ kana: 'ヤマダタロウ', digits: '' });
    expect(memberSearch('090-0000-1111')?.digits).toBe('09000001111');
    expect(memberSearch('  ')).toBeNull();
    expect(likePrefix('50%_off')).toBe('50\\%\\_off%');
  });
});

describe('the operators’ member search', () => {
  it('finds a member by name, kana (hiragana too), e-mail, phone and member number', async () => {
    expect(await search('山田')).toContain('taro@example.jp');
    expect(await search('山田太郎')).toContain('taro@example.jp');
    expect(await search('やまだ')).toContain('taro@example.jp');
    expect(await search('ヤマダ タロウ')).toContain('taro@example.jp');
    expect(await search('TARO@example')).toContain('taro@example.jp');
    expect(await search('090-0000-1111')).toEqual(['taro@example.jp']);
    const [taro] = (
      await staffCall<{ data: AdminMemberListItem[] }>(
        api,
        operator,
        'GET',
        '/v1/admin/members?q=taro@',
      )
    ).body.data;
    expect(await search(taro?.code ?? '')).toEqual(['taro@example.jp']);
    expect(await search('%')).toEqual([]);
  });

  it('answers pages with the paging headers and never a secret', async () => {
    const res = await staffCall<{ data: AdminMemberListItem[] }>(
      api,
      operator,
      'GET',
      '/v1/admin/members?per=2',
    );
    expect(res.body.data).toHaveLength(2);
    expect(Number(res.headers.get('x-total'))).toBeGreaterThan(2);
    const whole = await staffCall(api, operator, 'GET', `/v1/admin/members/${taroId}`);
    expect(whole.text).not.toMatch(/argon2|password|hash|token|card/i);
    expect(res.text).not.toMatch(/argon2|password|hash|token|card/i);
  });

  it('is for operators, owners and the token, not editors', async () => {
    const editor = await signedInAs(api, 'editor@example.jp');
    expect((await staffCall(api, editor, 'GET', '/v1/admin/members')).status).toBe(403);
    expect((await staffCall(api, newBrowser(), 'GET', '/v1/admin/members')).status).toBe(401);
    const owner = await signedInAs(api, 'owner@example.jp');
    expect((await staffCall(api, owner, 'GET', `/v1/admin/members/${taroId}`)).status).toBe(200);
    expect((await staffCall(api, operator, 'GET', '/v1/admin/members/999999')).status).toBe(404);
  });
});

describe('a member whole', () => {
  it('shows orders, points, addresses and inquiries', async () => {
    const taro = await member();
    expect(taro).toMatchObject({ email: 'taro@example.jp', name: '山田 太郎', locked: false });
    expect(taro.orders.length).toBeGreaterThanOrEqual(3);
    expect(taro.addresses.length).toBeGreaterThanOrEqual(2);
    expect(taro.points_balance).toBe(1500);
    expect(Array.isArray(taro.inquiries)).toBe(true);
  });
});

describe('point adjustments', () => {
  it('adds and takes points with a reason, in the history and the audit log', async () => {
    const added = await adjust({ points: 200, reason: 'お詫びのポイント' });
    expect(added.status).toBe(200);
    expect(added.body.points_balance).toBe(1700);
    const taken = await adjust({ points: -700, reason: '二重付与の取り消し' });
    expect(taken.body.points_balance).toBe(1000);
    const taro = await member();
    expect(taro.points_balance).toBe(1000);
    expect(taro.point_history.slice(0, 2)).toMatchObject([
      { kind: 'revoked', points: -700, note: '二重付与の取り消し' },
      { kind: 'granted', points: 200, note: 'お詫びのポイント' },
    ]);
    const owner = await signedInAs(api, 'owner@example.jp');
    const audit = await staffCall<{ data: { action: string; after: unknown; actor: unknown }[] }>(
      api,
      owner,
      'GET',
      `/v1/admin/audit?record_type=member&record_id=${taroId}`,
    );
    expect(audit.body.data[0]).toMatchObject({
      action: 'member.points',
      actor: { email: 'operator@example.jp' },
      after: { points_balance: 1000, points: -700, reason: '二重付与の取り消し' },
    });
  });

  it('refuses a take below zero, and bad input, changing nothing', async () => {
    const before = (await member()).points_balance;
    const below = await adjust({ points: -(before + 1), reason: '誤り' });
    expect(expectApiError(below, 422, 'common.validation').errors?.points?.[0]).toMatch(/下回る/);
    expectApiError(await adjust({ points: 0, reason: 'x' }), 422, 'common.validation');
    expectApiError(await adjust({ points: 1.5, reason: 'x' }), 422, 'common.validation');
    const noReason = await adjust({ points: 10, reason: '  ' });
    expect(expectApiError(noReason, 422, 'common.validation').errors?.reason).toBeDefined();
    expectApiError(await adjust({ points: 10, reason: 'x', extra: 1 }), 422, 'common.validation');
    expect((await member()).points_balance).toBe(before);
  });

  it('queues two takes that together go below zero: one wins, the other is refused', async () => {
    const balance = (await member()).points_balance;
    const half = -Math.ceil((balance + 1) / 2);
    const both = await Promise.all([
      adjust({ points: half, reason: '同時1' }),
      adjust({ points: half, reason: '同時2' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await member()).points_balance).toBe(balance + half);
  });
});

describe('unlocking an account', () => {
  it('unlocks a locked member, audited; refuses one that is not locked', async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    // As ten failed sign-ins leave it (the account row is made at the first failure).
    await api.database.db
      .insert(userAccounts)
      .values({ userId: taroId, failedLoginCount: 10, lockedUntil: until })
      .onConflictDoUpdate({
        target: userAccounts.userId,
        set: { failedLoginCount: 10, lockedUntil: until },
      });
    const locked = await member();
    expect(locked).toMatchObject({ locked: true, failed_login_count: 10 });
    const res = await staffCall(api, operator, 'DELETE', `/v1/admin/members/${taroId}/lock`);
    expect(res.status).toBe(204);
    expect(await member()).toMatchObject({
      locked: false,
      failed_login_count: 0,
      locked_until: null,
    });
    const again = await staffCall(api, operator, 'DELETE', `/v1/admin/members/${taroId}/lock`);
    expect(expectApiError(again, 422, 'common.validation').errors?.locked).toBeDefined();
  });
});
