import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import {
  newBrowser,
  type StaffBrowser,
  signedInAs,
  staffCall,
} from '../../back-office/staff/staff.testing';
import { memberToken } from '../../content/content/content.testing';

type Item = {
  product_key: string;
  price: number;
  is_show_product: boolean;
  stock_total: number;
  channels: string[];
  name: string;
};
type Product = {
  product_key: string;
  name: string;
  description: string;
  product_price: number;
  version: number;
  channels: string[];
  variants: { id: number; stock: number }[];
};

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const list = (query: string, browser = editor) =>
  staffCall<{ data: Item[] }>(api, browser, 'GET', `/v1/admin/products${query}`);
const getProduct = (key: string) =>
  staffCall<Product>(api, editor, 'GET', `/v1/admin/products/${key}`);
const put = (key: string, body: Record<string, unknown>, browser = editor) =>
  staffCall<Product & { current: Product; changed_fields: string[] }>(
    api,
    browser,
    'PUT',
    `/v1/admin/products/${key}`,
    { body },
  );

describe('GET /v1/admin/products', () => {
  it('pages on the server with the paging headers', async () => {
    const res = await list('?per=5&page=2');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(Number(res.headers.get('x-total'))).toBeGreaterThan(100);
    expect(res.headers.get('x-current-page')).toBe('2');
    expect(res.headers.get('x-per-page')).toBe('5');
  });

  it('searches, filters and sorts in SQL', async () => {
    const found = await list('?keyword=oxford');
    expect(found.body.data.map((p) => p.product_key)).toContain('oxford-shirt');
    // Names as the shop's search reads them: hiragana and half-width kana find カタカナ names.
    for (const typed of ['しゃつ', 'ｼｬﾂ']) {
      const names = (await list(`?keyword=${encodeURIComponent(typed)}&per=200`)).body.data;
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((p) => p.name.includes('シャツ'))).toBe(true);
    }
    // A key matches from its start; the code anywhere in it.
    expect((await list('?keyword=oxford-sh')).body.data.map((p) => p.product_key)).toContain(
      'oxford-shirt',
    );
    expect((await list('?keyword=xford-sh')).body.data.map((p) => p.product_key)).not.toContain(
      'oxford-shirt',
    );
    // `%` is a character to find, not a wildcard: only products that contain it match.
    const literal = await list('?keyword=%25&per=200');
    const all = Number((await list('?per=1')).headers.get('x-total'));
    expect(Number(literal.headers.get('x-total'))).toBeLessThan(all);
    const hidden = await list('?visibility=hidden&per=200');
    expect(hidden.body.data.every((p) => !p.is_show_product)).toBe(true);
    const out = await list('?stock=out&per=200');
    expect(out.body.data.every((p) => p.stock_total === 0)).toBe(true);
    const low = await list('?stock=low&per=200');
    expect(low.body.data.every((p) => p.stock_total >= 1 && p.stock_total <= 5)).toBe(true);
    const wa = await list('?channel=wa&per=200');
    expect(wa.body.data.length).toBeGreaterThan(0);
    expect(wa.body.data.every((p) => p.channels.includes('wa'))).toBe(true);
    const cheap = await list('?sort=price&order=asc&per=50');
    const prices = cheap.body.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers 422 in Japanese for a bad filter, 403 to an operator, 401 to a member', async () => {
    expectApiError(await list('?per=1000'), 422, 'common.validation');
    expect(
      expectApiError(await list(`?keyword=${'あ'.repeat(101)}`), 422, 'common.validation').errors
        ?.keyword?.[0],
    ).toMatch(/キーワード/);
    const operator = await signedInAs(api, 'operator@example.jp');
    expectApiError(await list('', operator), 403, 'auth.forbidden');
    const member = await memberToken(api, 'taro@example.jp');
    const asMember = await staffCall(api, newBrowser(), 'GET', '/v1/admin/products', {
      headers: { Authorization: `Bearer ${member}` },
    });
    expectApiError(asMember, 401, 'auth.unauthorized');
    const token = await staffCall(api, newBrowser(), 'GET', '/v1/admin/products?per=1', {
      headers: { Authorization: 'Bearer script-token' },
    });
    expect(token.status).toBe(200);
  });
});

describe('a whole product and its saves', () => {
  it('answers every field with its version; 404 for an unknown key', async () => {
    const res = await getProduct('oxford-shirt');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ product_key: 'oxford-shirt', version: expect.any(Number) });
    expect(res.body.variants.length).toBeGreaterThan(0);
    expect(res.body.channels).toContain('default');
    expectApiError(await getProduct('no-such-product'), 404, 'product.not_found');
  });

  it('saves on the current version, sanitises the description, keeps versions and audits', async () => {
    const before = (await getProduct('oxford-shirt')).body;
    const variant = before.variants[0];
    const saved = await put('oxford-shirt', {
      version: before.version,
      name: '版管理テスト シャツ',
      description:
        '<p onclick="alert(1)">説明<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      variants: [{ id: variant?.id, stock: 42 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(before.version + 1);
    expect(saved.body.description).not.toMatch(/script|onclick|javascript:/i);
    expect(saved.body.variants.find((v) => v.id === variant?.id)?.stock).toBe(42);
    const versions = await staffCall<{
      data: { version: number; saved_by_email: string | null }[];
    }>(api, editor, 'GET', '/v1/admin/products/oxford-shirt/versions');
    expect(versions.body.data[0]).toMatchObject({
      version: before.version + 1,
      saved_by_email: 'editor@example.jp',
    });
    const owner = await signedInAs(api, 'owner@example.jp');
    const audit = await staffCall<{
      data: { action: string; before: { name: string }; after: { name: string } }[];
    }>(api, owner, 'GET', '/v1/admin/audit?record_type=products&record_id=oxford-shirt');
    expect(audit.body.data[0]).toMatchObject({
      action: 'product.update',
      before: { name: before.name },
      after: { name: '版管理テスト シャツ' },
    });
  });

  it('refuses a save based on an older version (409) with the product now and what changed', async () => {
    const start = (await getProduct('oxford-shirt')).body;
    const first = await put('oxford-shirt', { version: start.version, product_price: 5100 });
    expect(first.status).toBe(200);
    const stale = await put('oxford-shirt', {
      version: start.version,
      name: '上書きしようとした名前',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.product_price).toBe(5100);
    expect(stale.body.changed_fields).toContain('product_price');
    expect((await getProduct('oxford-shirt')).body.name).toBe(start.name);
  });

  it('the existing PATCH moves the version on too, so a screen cannot overwrite it', async () => {
    const start = (await getProduct('oxford-shirt')).body;
    const patch = await staffCall(api, newBrowser(), 'PATCH', '/v1/admin/products/oxford-shirt', {
      body: { product_price: 5200 },
      headers: { Authorization: 'Bearer script-token' },
    });
    expect(patch.status).toBe(200);
    expect((await put('oxford-shirt', { version: start.version, name: 'x' })).status).toBe(409);
  });

  it('answers 422 per field in Japanese and saves nothing', async () => {
    const start = (await getProduct('oxford-shirt')).body;
    const bad = await put('oxford-shirt', {
      version: start.version,
      product_price: -1,
      tax_rate: 7,
    });
    const body = expectApiError(bad, 422, 'common.validation');
    expect(body.errors?.product_price?.[0]).toMatch(/価格/);
    expect(body.errors?.tax_rate?.[0]).toMatch(/税率/);
    const unknown = await put('oxford-shirt', {
      version: start.version,
      name: '半端に保存されない名前',
      category_id: 99999999,
      channels: ['default', 'nowhere'],
      variants: [{ id: 99999999, stock: 1 }],
    });
    const refs = expectApiError(unknown, 422, 'common.validation');
    expect(Object.keys(refs.errors ?? {}).sort()).toEqual(['category_id', 'channels', 'variants']);
    const after = (await getProduct('oxford-shirt')).body;
    expect(after.version).toBe(start.version);
    expect(after.name).toBe(start.name);
  });

  it('refuses a save without the CSRF token and from an operator', async () => {
    const start = (await getProduct('oxford-shirt')).body;
    const noCsrf = await staffCall(api, editor, 'PUT', '/v1/admin/products/oxford-shirt', {
      body: { version: start.version, name: 'x' },
      csrf: false,
    });
    expectApiError(noCsrf, 403, 'auth.csrf_invalid');
    const operator = await signedInAs(api, 'operator@example.jp');
    expectApiError(
      await put('oxford-shirt', { version: start.version }, operator),
      403,
      'auth.forbidden',
    );
  });

  it('restores a kept version as a new one', async () => {
    const key = (await list('?keyword=senbei')).body.data[0]?.product_key ?? '';
    const start = (await getProduct(key)).body;
    const renamed = await put(key, { version: start.version, name: '一時的な名前' });
    expect(renamed.status).toBe(200);
    const restored = await staffCall<Product>(
      api,
      editor,
      'POST',
      `/v1/admin/products/${key}/versions/${start.version}/restore`,
    );
    expect(restored.status).toBe(200);
    expect(restored.body.name).toBe(start.name);
    expect(restored.body.version).toBe(start.version + 2);
  });
});

describe('reference lists', () => {
  it('lists categories, brands, makers and channels by id and name', async () => {
    for (const name of ['categories', 'brands', 'makers', 'channels']) {
      const res = await staffCall<{ data: { id: unknown; name: string }[] }>(
        api,
        editor,
        'GET',
        `/v1/admin/${name}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.data[0]).toEqual({ id: expect.anything(), name: expect.any(String) });
    }
  });
});
