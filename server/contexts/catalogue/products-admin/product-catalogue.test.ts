import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, productSearch, products, productVariants } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import {
  newBrowser,
  type StaffBrowser,
  signedInAs,
  staffCall,
} from '../../back-office/staff/staff.testing';
import { memberToken } from '../../content/content/content.testing';
import { reserveStock } from '../catalog/index';

type Variant = {
  id: number;
  code: string;
  name: string;
  colour: string;
  size: string;
  stock: number;
  is_hidden: boolean;
};
type Product = {
  product_key: string;
  name: string;
  code: string;
  version: number;
  is_show_product: boolean;
  channels: string[];
  variants: Variant[];
  publish_from: string | null;
  publish_to: string | null;
  deleted_at: string | null;
};

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi();
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const send = <T = Product>(method: string, path: string, body?: unknown, browser = editor) =>
  staffCall<T>(api, browser, method, `/v1/admin/products${path}`, { body });
const getProduct = (key: string) => send('GET', `/${key}`);
const shopProduct = (key: string) => call(api.app, 'GET', `/v1/products/${key}`);

const COLOURS = ['ネイビー', 'グレー'];
const SIZES = ['S', 'M', 'L'];
const matrix = (prefix: string) =>
  COLOURS.flatMap((colour, c) =>
    SIZES.map((size, s) => ({ code: `${prefix}-${c}${size}`, colour, size, stock: c * 10 + s })),
  );
const newProduct = (key: string, extra: Record<string, unknown> = {}) => ({
  product_key: key,
  name: `新しい商品 ${key}`,
  code: `NEW-${key}`.toUpperCase(),
  description: '<p>説明<script>alert(1)</script></p>',
  product_price: 3000,
  tax_rate: 10,
  channels: ['default'],
  variants: matrix(key.toUpperCase()),
  ...extra,
});

describe('POST /v1/admin/products', () => {
  it('creates a product with its colour × size variants at version 1, audited, indexed and in the shop', async () => {
    const res = await send('POST', '', newProduct('matrix-tee'));
    expect(res.status).toBe(201);
    expect(res.body.version).toBe(1);
    expect(res.body.variants).toHaveLength(6);
    expect(res.body.variants[0]).toMatchObject({ colour: 'ネイビー', size: 'S', stock: 0 });
    expect(res.body.variants[5]).toMatchObject({ name: 'グレー / L', stock: 12 });
    const [row] = await api.database.db
      .select({ id: products.id, detail: products.detailHtml })
      .from(products)
      .where(eq(products.key, 'matrix-tee'));
    expect(row?.detail).not.toMatch(/script/);
    const indexed = await api.database.db
      .select()
      .from(productSearch)
      .where(eq(productSearch.productId, row?.id ?? 0));
    expect(indexed[0]?.codeText).toMatch(/matrix-tee-1l/i);
    const shop = await shopProduct('matrix-tee');
    expect(shop.status).toBe(200);
    const owner = await signedInAs(api, 'owner@example.jp');
    const audit = await staffCall<{ data: { action: string }[] }>(
      api,
      owner,
      'GET',
      '/v1/admin/audit?record_type=products&record_id=matrix-tee',
    );
    expect(audit.body.data[0]?.action).toBe('product.create');
  });

  it('refuses a taken code or key, and keys with ../, NUL or odd Unicode, in Japanese', async () => {
    const taken = await send('POST', '', newProduct('other-tee', { code: 'NEW-MATRIX-TEE' }));
    expect(expectApiError(taken, 422, 'common.validation').errors?.code?.[0]).toMatch(
      /商品コードはすでに/,
    );
    const again = await send('POST', '', newProduct('matrix-tee', { code: 'FRESH-1' }));
    expect(expectApiError(again, 422, 'common.validation').errors?.product_key?.[0]).toMatch(
      /商品キー/,
    );
    // A NUL never reaches the route: the input guard answers 400 for control characters.
    const nul = await send('POST', '', newProduct('x', { product_key: 'tee\u0000x', code: 'F-3' }));
    expect(nul.status).toBe(400);
    for (const key of ['../etc', 'a/../b', 'ｔｅｅ', 'tee\u202e', 'Tee', '-tee', 'a'.repeat(65)]) {
      const bad = await send('POST', '', newProduct('x', { product_key: key, code: 'FRESH-2' }));
      expect(expectApiError(bad, 422, 'common.validation').errors?.product_key?.[0]).toMatch(
        /半角英小文字/,
      );
    }
    const missing = await send('POST', '', { product_key: 'bare-tee' });
    const errors = expectApiError(missing, 422, 'common.validation').errors ?? {};
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'code', 'product_price']));
    const dupVariant = await send(
      'POST',
      '',
      newProduct('dup-variant', {
        variants: [
          { code: 'A', stock: 1 },
          { code: 'A', stock: 2 },
        ],
      }),
    );
    expect(expectApiError(dupVariant, 422, 'common.validation').errors?.variants?.[0]).toMatch(
      /重複/,
    );
    const none = await api.database.db
      .select()
      .from(products)
      .where(eq(products.key, 'dup-variant'));
    expect(none).toHaveLength(0);
  });

  it('answers 403 to an operator, 401 to a member and 403 without the CSRF token', async () => {
    const operator = await signedInAs(api, 'operator@example.jp');
    expectApiError(await send('POST', '', newProduct('op-tee'), operator), 403, 'auth.forbidden');
    const member = await memberToken(api, 'taro@example.jp');
    const asMember = await staffCall(api, newBrowser(), 'POST', '/v1/admin/products', {
      body: newProduct('member-tee'),
      headers: { Authorization: `Bearer ${member}` },
    });
    expectApiError(asMember, 401, 'auth.unauthorized');
    const noCsrf = await staffCall(api, editor, 'POST', '/v1/admin/products', {
      body: newProduct('csrf-tee'),
      csrf: false,
    });
    expectApiError(noCsrf, 403, 'auth.csrf_invalid');
    for (const path of ['/matrix-tee/duplicate', '/matrix-tee/undelete']) {
      expectApiError(await send('POST', path, undefined, operator), 403, 'auth.forbidden');
    }
    expectApiError(await send('DELETE', '/matrix-tee', undefined, operator), 403, 'auth.forbidden');
  });
});

describe('publish dates', () => {
  it('shows a product only inside its publish window; a reversed window is refused', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const longAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const made = await send('POST', '', newProduct('later-tee', { publish_from: future }));
    expect(made.status).toBe(201);
    expect(made.body.publish_from).toBe(future);
    expect((await shopProduct('later-tee')).status).toBe(404);
    const opened = await send('PUT', '/later-tee', { version: 1, publish_from: longAgo });
    expect(opened.status).toBe(200);
    expect((await shopProduct('later-tee')).status).toBe(200);
    const ended = await send('PUT', '/later-tee', { version: 2, publish_to: past });
    expect(ended.body.publish_to).toBe(past);
    expect((await shopProduct('later-tee')).status).toBe(404);
    const reversed = await send('PUT', '/later-tee', {
      version: 3,
      publish_from: future,
      publish_to: past,
    });
    expect(expectApiError(reversed, 422, 'common.validation').errors?.publish_to?.[0]).toMatch(
      /公開終了日時/,
    );
    const badDate = await send('PUT', '/later-tee', { version: 3, publish_from: '明日' });
    expect(expectApiError(badDate, 422, 'common.validation').errors?.publish_from).toBeDefined();
  });
});

describe('duplicate, delete and undelete', () => {
  it('duplicates as a hidden 「…（コピー）」 with a new key and code and variants at stock 0', async () => {
    const res = await send('POST', '/matrix-tee/duplicate');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      product_key: 'matrix-tee-copy',
      name: '新しい商品 matrix-tee（コピー）',
      code: 'NEW-MATRIX-TEE-COPY',
      is_show_product: false,
      version: 1,
    });
    expect(res.body.variants).toHaveLength(6);
    expect(res.body.variants.every((v) => v.stock === 0)).toBe(true);
    expect((await send('POST', '/matrix-tee/duplicate')).body.product_key).toBe(
      'matrix-tee-copy-2',
    );
    expectApiError(await send('POST', '/no-such/duplicate'), 404, 'product.not_found');
  });

  it('deletes softly: gone from the shop and the list, shown by the deleted filter, restorable', async () => {
    const listed = async (query: string) =>
      (
        await send<{ data: { product_key: string }[] }>('GET', `?keyword=matrix-tee-copy${query}`)
      ).body.data.map((p) => p.product_key);
    await send('PUT', '/matrix-tee-copy', { version: 1, is_show_product: true });
    expect((await shopProduct('matrix-tee-copy')).status).toBe(200);
    const deleted = await send('DELETE', '/matrix-tee-copy');
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted_at).not.toBeNull();
    expect((await shopProduct('matrix-tee-copy')).status).toBe(404);
    expect(await listed('')).not.toContain('matrix-tee-copy');
    expect(await listed('&visibility=deleted')).toEqual(['matrix-tee-copy']);
    const back = await send('POST', '/matrix-tee-copy/undelete');
    expect(back.body.deleted_at).toBeNull();
    expect((await shopProduct('matrix-tee-copy')).status).toBe(200);
    expect(await listed('')).toContain('matrix-tee-copy');
  });
});

describe('variants in a save', () => {
  it('adds, renames and removes variants; one named by an order is hidden, not deleted', async () => {
    const start = (await getProduct('matrix-tee')).body;
    const [first, second] = start.variants;
    const saved = await send('PUT', '/matrix-tee', {
      version: start.version,
      variants: [
        { id: first?.id, colour: 'ネイビー', size: 'XS', code: 'MT-XS' },
        { code: 'MT-XL', colour: 'グレー', size: 'XL', stock: 7 },
      ],
      removed_variant_ids: [second?.id],
    });
    expect(saved.status).toBe(200);
    const codes = saved.body.variants.map((v) => v.code);
    expect(codes).toContain('MT-XS');
    expect(codes).toContain('MT-XL');
    expect(saved.body.variants.find((v) => v.code === 'MT-XS')?.name).toBe('ネイビー / XS');
    expect(saved.body.variants.find((v) => v.id === second?.id)).toBeUndefined();
    const [ordered] = await api.database.db
      .select({ variantId: orderLines.variantId, key: products.key })
      .from(orderLines)
      .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(isNotNull(orderLines.variantId))
      .limit(1);
    const key = ordered?.key ?? '';
    const product = (await getProduct(key)).body;
    const hidden = await send('PUT', `/${key}`, {
      version: product.version,
      removed_variant_ids: [ordered?.variantId],
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.variants.find((v) => v.id === ordered?.variantId)?.is_hidden).toBe(true);
    const shop = await call<{ product_model: { products: { id: number }[] } }>(
      api.app,
      'GET',
      `/v1/products/${key}`,
    );
    const sold = shop.body.product_model.products.map((v) => v.id);
    expect(sold.length).toBeGreaterThan(0);
    expect(sold).not.toContain(ordered?.variantId);
  });

  it('hides a variant once an order took its stock, and deletes one no order took', async () => {
    const start = (await getProduct('matrix-tee')).body;
    const added = await send('PUT', '/matrix-tee', {
      version: start.version,
      variants: [
        { code: 'MT-ORD', colour: '白', size: 'XXL', stock: 3 },
        { code: 'MT-NEW', colour: '白', size: 'XXXL', stock: 3 },
      ],
    });
    const byCode = (code: string) => added.body.variants.find((v) => v.code === code)?.id ?? 0;
    const [sold, unsold] = [byCode('MT-ORD'), byCode('MT-NEW')];
    const taken = await api.database.db.transaction((tx) =>
      reserveStock(tx, [{ variantId: sold, quantity: 1, name: 'MT-ORD' }]),
    );
    expect(taken).toEqual({ ok: true });
    const removed = await send('PUT', '/matrix-tee', {
      version: added.body.version,
      removed_variant_ids: [sold, unsold],
    });
    expect(removed.status).toBe(200);
    expect(removed.body.variants.find((v) => v.id === sold)?.is_hidden).toBe(true);
    expect(removed.body.variants.find((v) => v.id === unsold)).toBeUndefined();
  });

  it('refuses unknown variant ids and a new variant without a code, saving nothing', async () => {
    const start = (await getProduct('matrix-tee')).body;
    const bad = await send('PUT', '/matrix-tee', {
      version: start.version,
      name: '半端な名前',
      variants: [{ colour: '赤', size: 'S', stock: 1 }],
    });
    expect(expectApiError(bad, 422, 'common.validation').errors?.variants?.[0]).toMatch(
      /規格コード/,
    );
    const gone = await send('PUT', '/matrix-tee', {
      version: start.version,
      removed_variant_ids: [99999999],
    });
    expectApiError(gone, 422, 'common.validation');
    expect((await getProduct('matrix-tee')).body.version).toBe(start.version);
  });
});

describe('a stock save racing an order', () => {
  it('keeps the count the order took: the save waits for its row lock and moves stock by the difference', async () => {
    const start = (await getProduct('matrix-tee')).body;
    const variant = start.variants.find((v) => v.stock >= 1) as Variant;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let tookStock = () => {};
    const taken = new Promise<void>((resolve) => {
      tookStock = resolve;
    });
    // The order decision's statement (the catalogue's reserveStock, called by checkout): a conditional UPDATE that locks the row.
    const order = api.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update product_variants set stock = stock - 1 where id = ${variant.id} and stock >= 1`,
      );
      tookStock();
      await held;
    });
    await taken;
    const save = send('PUT', '/matrix-tee', {
      version: start.version,
      variants: [{ id: variant.id, stock: variant.stock + 5, stock_base: variant.stock }],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await order;
    const saved = await save;
    expect(saved.status).toBe(200);
    expect(saved.body.variants.find((v) => v.id === variant.id)?.stock).toBe(variant.stock + 4);
  });
});
