import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSearch, products } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import {
  newBrowser,
  type StaffBrowser,
  signedInAs,
  staffCall,
} from '../../back-office/staff/staff.testing';
import { memberToken } from '../../content/content/content.testing';

type Item = {
  id: number;
  key: string;
  name: string;
  description?: string;
  parent_id: number | null;
  sort: number;
  product_count: number;
};

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi();
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const send = <T = Item>(method: string, path: string, body?: unknown, browser = editor) =>
  staffCall<T>(api, browser, method, `/v1/admin/taxonomy${path}`, { body });
const list = async (kind: string) => (await send<{ data: Item[] }>('GET', `/${kind}`)).body.data;

describe('categories (a tree)', () => {
  it('creates, renames, moves and orders; audited', async () => {
    const parent = await send('POST', '/categories', { key: 'outdoor', name: 'アウトドア' });
    expect(parent.status).toBe(201);
    const child = await send('POST', '/categories', {
      key: 'outdoor-tent',
      name: 'テント',
      parent_id: parent.body.id,
      sort: 3,
    });
    expect(child.body).toMatchObject({ parent_id: parent.body.id, sort: 3, product_count: 0 });
    const renamed = await send('PATCH', `/categories/${child.body.id}`, {
      name: 'テント・タープ',
      parent_id: null,
      sort: 1,
    });
    expect(renamed.body).toMatchObject({ name: 'テント・タープ', parent_id: null, sort: 1 });
    expect((await list('categories')).find((c) => c.key === 'outdoor-tent')?.name).toBe(
      'テント・タープ',
    );
    const owner = await signedInAs(api, 'owner@example.jp');
    const audit = await staffCall<{ data: { action: string }[] }>(
      api,
      owner,
      'GET',
      '/v1/admin/audit?record_type=categories&record_id=outdoor-tent',
    );
    expect(audit.body.data.map((row) => row.action)).toEqual([
      'category.update',
      'category.create',
    ]);
  });

  it('refuses a move under itself or its own child, an unknown parent and a taken key', async () => {
    const all = await list('categories');
    const parent = all.find((c) => c.key === 'outdoor') as Item;
    const child = await send('POST', '/categories', {
      key: 'outdoor-chair',
      name: 'チェア',
      parent_id: parent.id,
    });
    const cycle = await send('PATCH', `/categories/${parent.id}`, { parent_id: child.body.id });
    expect(expectApiError(cycle, 422, 'common.validation').errors?.parent_id?.[0]).toMatch(
      /下のカテゴリ/,
    );
    const self = await send('PATCH', `/categories/${parent.id}`, { parent_id: parent.id });
    expectApiError(self, 422, 'common.validation');
    const unknown = await send('PATCH', `/categories/${parent.id}`, { parent_id: 99999999 });
    expect(expectApiError(unknown, 422, 'common.validation').errors?.parent_id?.[0]).toMatch(
      /親カテゴリ/,
    );
    const taken = await send('POST', '/categories', { key: 'outdoor', name: '重複' });
    expect(expectApiError(taken, 422, 'common.validation').errors?.key?.[0]).toMatch(/すでに/);
    const badKey = await send('POST', '/categories', { key: '../x', name: 'x' });
    expectApiError(badKey, 422, 'common.validation');
    expectApiError(
      await send('PATCH', '/categories/99999999', { name: 'x' }),
      404,
      'common.not_found',
    );
  });

  it('deletes only what nothing uses (products, child categories)', async () => {
    const all = await list('categories');
    const used = all.find((c) => c.product_count > 0) as Item;
    const inUse = await send('DELETE', `/categories/${used.id}`);
    expect(expectApiError(inUse, 422, 'common.validation').errors?.id?.[0]).toMatch(
      /削除できません/,
    );
    const parent = all.find((c) => c.key === 'outdoor') as Item;
    expectApiError(await send('DELETE', `/categories/${parent.id}`), 422, 'common.validation');
    const chair = all.find((c) => c.key === 'outdoor-chair') as Item;
    expect((await send('DELETE', `/categories/${chair.id}`)).status).toBe(200);
    expect((await list('categories')).some((c) => c.key === 'outdoor-chair')).toBe(false);
  });
});

describe('brands and makers', () => {
  it('creates, renames (reindexing their products) and deletes only when unused', async () => {
    const maker = await send('POST', '/makers', {
      key: 'new-maker',
      name: '新メーカー',
      kana: 'しんめーかー',
    });
    expect(maker.status).toBe(201);
    const brands = await list('brands');
    const used = brands.find((b) => b.product_count > 0) as Item;
    const renamed = await send('PATCH', `/brands/${used.id}`, { name: '改名銘柄' });
    expect(renamed.body.name).toBe('改名銘柄');
    const [product] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.brandId, used.id))
      .limit(1);
    const [row] = await api.database.db
      .select({ facets: productSearch.facetText })
      .from(productSearch)
      .where(eq(productSearch.productId, product?.id ?? 0));
    expect(row?.facets).toContain('改名銘柄');
    expectApiError(await send('DELETE', `/brands/${used.id}`), 422, 'common.validation');
    expect((await send('DELETE', `/makers/${maker.body.id}`)).status).toBe(200);
  });

  it('edits a maker’s and a brand’s page text, which their shop calls then answer, audited', async () => {
    const makers = await list('makers');
    const maker = makers[0] as Item;
    const text = '  京都で三代続く織元です。\n手織りの風合いをお届けします。  ';
    const saved = await send('PATCH', `/makers/${maker.id}`, { description: text });
    expect(saved.status).toBe(200);
    expect(saved.body.description).toBe(text.trim());
    const shown = await call<{ description: string }>(api.app, 'GET', `/v1/makers/${maker.key}`);
    expect(shown.body.description).toBe(text.trim());
    const audit = (await api.database.db.query.auditLog.findMany()).filter(
      (r) => r.recordType === 'makers' && r.recordId === maker.key,
    );
    expect(audit.at(-1)?.after).toMatchObject({ description: text.trim() });

    const brand = (await list('brands'))[0] as Item;
    expect(
      (await send('PATCH', `/brands/${brand.id}`, { description: 'ブランドの紹介' })).status,
    ).toBe(200);
    const brands = await call<{ data: { key: string; description: string }[] }>(
      api.app,
      'GET',
      '/v1/brands?per=all',
    );
    expect(brands.body.data.find((b) => b.key === brand.key)?.description).toBe('ブランドの紹介');

    const long = await send('PATCH', `/makers/${maker.id}`, { description: 'あ'.repeat(2001) });
    expect(expectApiError(long, 422, 'common.validation').errors?.description?.[0]).toMatch(
      /紹介文は2000文字以内/,
    );
    const operator = await signedInAs(api, 'operator@example.jp');
    const refused = await send('PATCH', `/makers/${maker.id}`, { description: 'x' }, operator);
    expectApiError(refused, 403, 'auth.forbidden');
    expect(
      (await call<{ description: string }>(api.app, 'GET', `/v1/makers/${maker.key}`)).body
        .description,
    ).toBe(text.trim());
  });

  it('answers 403 to an operator, 401 to a member and 403 without the CSRF token', async () => {
    const operator = await signedInAs(api, 'operator@example.jp');
    expectApiError(await send('GET', '/brands', undefined, operator), 403, 'auth.forbidden');
    expectApiError(
      await send('POST', '/brands', { key: 'op-brand', name: 'x' }, operator),
      403,
      'auth.forbidden',
    );
    const member = await memberToken(api, 'taro@example.jp');
    const asMember = await staffCall(api, newBrowser(), 'GET', '/v1/admin/taxonomy/makers', {
      headers: { Authorization: `Bearer ${member}` },
    });
    expectApiError(asMember, 401, 'auth.unauthorized');
    const noCsrf = await staffCall(api, editor, 'POST', '/v1/admin/taxonomy/makers', {
      body: { key: 'csrf-maker', name: 'x' },
      csrf: false,
    });
    expectApiError(noCsrf, 403, 'auth.csrf_invalid');
  });
});

describe("brands' and makers' pages: hide, publish period, versions with undo", () => {
  type Page = Item & {
    is_show: boolean;
    publish_from: string | null;
    publish_to: string | null;
    version: number;
  };
  type Listed = { key: string; product_count: number; maker: { key: string } | null };
  type Answer = Page & { code?: string; changed_fields?: string[]; current?: Page };
  const shopBrands = async () =>
    (await call<{ data: Listed[] }>(api.app, 'GET', '/v1/brands?per=all')).body.data;
  const shopMakers = async () =>
    (await call<{ data: Listed[] }>(api.app, 'GET', '/v1/makers?per=all')).body.data;
  const productsOfBrand = async (key: string) =>
    (await call<{ data: unknown[] }>(api.app, 'GET', `/v1/products?brand=${key}&per=100`)).body.data
      .length;
  const pageOf = async (kind: string, key: string) =>
    (await list(kind)).find((r) => r.key === key) as Page;
  const patch = (kind: string, id: number, body: unknown) =>
    send<Answer>('PATCH', `/${kind}/${id}`, body);

  it('hides a brand: left out of the shop lists, its products still sold; audited with a kept version', async () => {
    const sold = (await shopBrands()).find((b) => b.product_count > 0) as Listed;
    const before = await productsOfBrand(sold.key);
    expect(before).toBeGreaterThan(0);
    const brand = await pageOf('brands', sold.key);
    expect(brand).toMatchObject({ is_show: true, publish_from: null });
    const res = await patch('brands', brand.id, { is_show: false, version: brand.version });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_show: false, version: brand.version + 1 });
    expect((await shopBrands()).map((b) => b.key)).not.toContain(sold.key);
    expect(await productsOfBrand(sold.key)).toBe(before);
    const owner = await signedInAs(api, 'owner@example.jp');
    const audit = await staffCall<{ data: { action: string; after: { is_show?: boolean } }[] }>(
      api,
      owner,
      'GET',
      `/v1/admin/audit?record_type=brands&record_id=${sold.key}`,
    );
    expect(audit.body.data[0]).toMatchObject({ action: 'brand.update', after: { is_show: false } });
    const versions = await send<{ data: { version: number; saved_by: string }[] }>(
      'GET',
      `/brands/${brand.id}/versions`,
    );
    const [latest, previous] = versions.body.data;
    expect(latest).toMatchObject({
      version: brand.version + 1,
      saved_by: expect.stringMatching(/^staff:/),
    });
    expect(previous?.version).toBe(brand.version);
  });

  it('refuses a stale change (409 with what changed) and undoes to the shown version', async () => {
    const hidden = (await list('brands')).find((b) => (b as Page).is_show === false) as Page;
    const shownVersion = hidden.version - 1;
    const stale = await patch('brands', hidden.id, {
      description: '古い画面から',
      version: shownVersion,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.changed_fields).toEqual(['is_show']);
    expect(stale.body.current?.version).toBe(hidden.version);
    const restore = await send<Answer>(
      'POST',
      `/brands/${hidden.id}/versions/${shownVersion}/restore`,
      { version: hidden.version },
    );
    expect(restore.status).toBe(200);
    expect(restore.body).toMatchObject({ is_show: true, version: hidden.version + 1 });
    expect((await shopBrands()).map((b) => b.key)).toContain(hidden.key);
    const missing = await send('POST', `/brands/${hidden.id}/versions/99/restore`, {
      version: hidden.version + 1,
    });
    expect(missing.status).toBe(404);
  });

  it("keeps a maker's page off the shop outside its period (404, not listed), and books the rebuilds", async () => {
    const makerKeys = (await shopBrands()).map((b) => b.maker?.key);
    const maker = (await shopMakers()).find((m) => makerKeys.includes(m.key)) as Listed;
    const row = await pageOf('makers', maker.key);
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const res = await patch('makers', row.id, {
      publish_from: from,
      publish_to: to,
      version: row.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.publish_from).toBe(from);
    expect((await call(api.app, 'GET', `/v1/makers/${maker.key}`)).status).toBe(404);
    expect((await shopMakers()).map((m) => m.key)).not.toContain(maker.key);
    // Its brands stay listed, without a link to the maker's page that is not there.
    expect((await shopBrands()).filter((b) => b.maker?.key === maker.key)).toEqual([]);
    const jobs = await api.database.db.query.jobs.findMany();
    const booked = jobs.filter((j) => j.key?.startsWith(`maker:${row.id}@`)).map((j) => j.key);
    expect(booked.sort()).toEqual([`maker:${row.id}@${from}`, `maker:${row.id}@${to}`]);
    const open = await patch('makers', row.id, {
      publish_from: null,
      publish_to: null,
      version: row.version + 1,
    });
    expect(open.status).toBe(200);
    expect((await call(api.app, 'GET', `/v1/makers/${maker.key}`)).status).toBe(200);
  });

  it('refuses a period that ends before it starts (422 in Japanese), changing nothing', async () => {
    const brand = (await list('brands'))[0] as Page;
    const res = await patch('brands', brand.id, {
      publish_from: '2027-01-02T00:00:00+09:00',
      publish_to: '2027-01-01T00:00:00+09:00',
      version: brand.version,
    });
    expect(expectApiError(res, 422, 'common.validation').errors?.publish_to?.[0]).toMatch(
      /公開終了日時は公開開始日時より後/,
    );
    expect((await pageOf('brands', brand.key)).version).toBe(brand.version);
  });

  it('reordering does not make a new version of the page', async () => {
    const brand = (await list('brands'))[0] as Page;
    const res = await patch('brands', brand.id, { sort: brand.sort + 1 });
    expect(res.body.version).toBe(brand.version);
  });
});
