import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { newBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { memberToken } from '../../content/content/content.testing';

type Entry = {
  actor: { kind: string; email: string | null };
  action: string;
  record_type: string;
  record_id: string | null;
  ip: string;
  before: unknown;
  after: unknown;
};

let api: TestApi;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
});
afterAll(() => api.drop());

const patchProduct = (browser = newBrowser(), opts: Parameters<typeof staffCall>[4] = {}) =>
  staffCall(api, browser, 'PATCH', '/v1/admin/products/oxford-shirt', {
    body: { product_price: 4321 },
    ...opts,
  });

describe('the editors\u2019 existing calls take staff sessions by role', () => {
  it('lets an editor change a product and records who, from where and what', async () => {
    const editor = await signedInAs(api, 'editor@example.jp');
    expect((await patchProduct(editor)).status).toBe(200);
    const owner = await signedInAs(api, 'owner@example.jp');
    const res = await staffCall<{ data: Entry[] }>(
      api,
      owner,
      'GET',
      '/v1/admin/audit?actor=editor@example.jp&record_type=products',
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      actor: { kind: 'staff', email: 'editor@example.jp' },
      action: 'product.update',
      record_type: 'products',
      record_id: 'oxford-shirt',
      before: { product_price: expect.any(Number) },
      after: { product_price: 4321 },
      ip: 'unknown',
    });
    expect(res.headers.get('x-total')).toBe(String(res.body.data.length));
    expect(res.headers.get('x-current-page')).toBe('1');
  });

  it('records the admin token as a role of its own', async () => {
    const res = await patchProduct(newBrowser(), {
      headers: { Authorization: 'Bearer script-token' },
    });
    expect(res.status).toBe(200);
    const owner = await signedInAs(api, 'owner@example.jp');
    const list = await staffCall<{ data: Entry[] }>(
      api,
      owner,
      'GET',
      '/v1/admin/audit?actor=token',
    );
    expect(list.body.data[0]).toMatchObject({ actor: { kind: 'token', email: null } });
  });

  it('refuses another role (403), a write without CSRF (403) and a member (401), recording nothing', async () => {
    const { db } = api.database;
    const count = async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    const before = await count();
    const operator = await signedInAs(api, 'operator@example.jp');
    expectApiError(await patchProduct(operator), 403, 'auth.forbidden');
    const editor = await signedInAs(api, 'editor@example.jp');
    expectApiError(await patchProduct(editor, { csrf: false }), 403, 'auth.csrf_invalid');
    const member = await memberToken(api, 'taro@example.jp');
    expectApiError(
      await patchProduct(newBrowser(), { headers: { Authorization: `Bearer ${member}` } }),
      401,
      'auth.unauthorized',
    );
    expectApiError(
      await staffCall(api, editor, 'PUT', '/v1/admin/maintenance', { body: { is_enabled: false } }),
      403,
      'auth.forbidden',
    );
    // The two sign-ins are the only new rows.
    expect(await count()).toBe((before ?? 0) + 2);
  });
});

describe('GET /v1/admin/audit', () => {
  it('filters by period and record, pages, and checks its filters in Japanese', async () => {
    const owner = await signedInAs(api, 'owner@example.jp');
    const future = await staffCall<{ data: Entry[] }>(
      api,
      owner,
      'GET',
      '/v1/admin/audit?from=2999-01-01T00:00:00Z',
    );
    expect(future.body.data).toEqual([]);
    const paged = await staffCall<{ data: Entry[] }>(
      api,
      owner,
      'GET',
      '/v1/admin/audit?per=1&page=2',
    );
    expect(paged.body.data).toHaveLength(1);
    expect(paged.headers.get('x-per-page')).toBe('1');
    expect(Number(paged.headers.get('x-last-page'))).toBeGreaterThan(1);
    const byRecord = await staffCall<{ data: Entry[] }>(
      api,
      owner,
      'GET',
      '/v1/admin/audit?record_type=products&record_id=oxford-shirt',
    );
    expect(byRecord.body.data.length).toBeGreaterThan(0);
    expect(byRecord.body.data.every((e) => e.record_id === 'oxford-shirt')).toBe(true);
    const bad = await staffCall(api, owner, 'GET', '/v1/admin/audit?from=yesterday');
    expect(expectApiError(bad, 422, 'common.validation').errors?.from?.[0]).toMatch(/日時/);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { db } = api.database;
    await expect(db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(row?.n).toBeGreaterThan(0);
  });
});
