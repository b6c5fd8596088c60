import { and, asc, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Product, ProductSchema } from '../../../../contract/catalog/catalog.schema';
import {
  changesSince,
  channelContentVersion,
  getContentVersion,
} from '../../../db/content-version';
import { auditLog, channels, productChannels, products } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { countingRebuild, quietRebuilds } from '../../../testing/rebuilds';
import { req } from '../catalog/catalog.testing';

const TOKEN = 'product-editor-token';
let api: TestApi;
const counter = countingRebuild();
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: TOKEN, rebuild: counter.rebuild } });
});
afterAll(() => api.drop());

type Opts = { channel?: string; token?: string | null };
const patch = (key: string, body: unknown, opts: Opts = {}) =>
  req<Product>(api.app, 'PATCH', `/v1/admin/products/${key}`, {
    body,
    channel: opts.channel,
    token: opts.token === undefined ? TOKEN : (opts.token ?? undefined),
  });
const shown = (key: string, channel?: string) =>
  call<Product>(api.app, 'GET', `/v1/products/${key}`, { channel });

/** The product's stored row, for proving that a refused change changed nothing. */
const stored = async (key: string) =>
  (await api.database.db.select().from(products).where(eq(products.key, key)))[0];

/** Every channel id, and the ones that sell `key`. */
async function channelsOf(key: string) {
  const db = api.database.db;
  const all = (await db.select({ id: channels.id }).from(channels)).map((c) => c.id);
  const selling = await db
    .select({ id: productChannels.channelId })
    .from(productChannels)
    .innerJoin(products, eq(products.id, productChannels.productId))
    .where(eq(products.key, key))
    .orderBy(asc(productChannels.channelId));
  return { all, selling: selling.map((c) => c.id) };
}

/** The channels for which a change of product `key` was recorded after `since`. */
async function recordedFor(key: string, since: Date) {
  const { all } = await channelsOf(key);
  const touched: string[] = [];
  for (const channel of all) {
    const changes = await changesSince(api.database, channel, since);
    if (changes.some((c) => c.kind === 'product' && c.key === key)) touched.push(channel);
  }
  return touched.sort();
}

let since: Date;
beforeEach(async () => {
  await quietRebuilds(api.app, TOKEN, counter);
  // The database clock may run a little apart from this one: start from its latest change.
  await new Promise((resolve) => setTimeout(resolve, 5));
  since = new Date();
});

describe('PATCH /v1/admin/products/{key} without the editor token', () => {
  it('answers 401 in Japanese and changes nothing', async () => {
    const before = await stored('oxford-shirt');
    for (const token of [null, 'product-editor-tokem']) {
      const res = await patch('oxford-shirt', { product_price: 1 }, { token });
      expectApiError(res, 401, 'auth.unauthorized');
    }
    expect(await stored('oxford-shirt')).toEqual(before);
    expect(await recordedFor('oxford-shirt', since)).toEqual([]);
  });
});

describe('PATCH /v1/admin/products/{key}', () => {
  it('changes name, description, prices and answers the product as GET does', async () => {
    const buildsBefore = counter.builds;
    const res = await patch('oxford-shirt', {
      name: '  オックスフォード シャツ（白・改）  ',
      description: '<p>新しい説明<img src="x" onerror="alert(1)"></p><script>alert(1)</script>',
      product_price: 5200,
      before_price: 6800,
    });
    expect(res.status).toBe(200);
    const product = v.parse(ProductSchema, res.body);
    expect(product).toMatchObject({
      name: 'オックスフォード シャツ（白・改）',
      product_price: 5200,
      product_price_with_tax: 5720,
      before_price: 6800,
      is_show_product: true,
    });
    expect(product.detail).toContain('新しい説明');
    expect(product.detail).not.toMatch(/script|onerror|alert/);
    expect((await stored('oxford-shirt'))?.detailHtml).not.toMatch(/script|onerror/);
    expect((await shown('oxford-shirt')).body).toEqual(res.body);
    await expect.poll(() => counter.builds).toBeGreaterThan(buildsBefore);
  });

  it('audits the fields it changed before and after, in its transaction, as a back-office save does', async () => {
    const before = await stored('senbei-gift');
    const res = await patch('senbei-gift', {
      name: before?.name,
      product_price: (before?.price ?? 0) + 100,
      is_show_product: false,
    });
    expect(res.status).toBe(200);
    const rows = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'products'), eq(auditLog.recordId, 'senbei-gift')))
      .orderBy(desc(auditLog.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorKind: 'token',
      action: 'product.update',
      // The name was sent unchanged: only what changed is recorded.
      before: { product_price: before?.price, is_show_product: true },
      after: { product_price: (before?.price ?? 0) + 100, is_show_product: false },
    });
    // A refused change (422, 404) writes no row.
    expect((await patch('senbei-gift', { product_price: -1 })).status).toBe(422);
    expect((await patch('no-such-product', { product_price: 1 })).status).toBe(404);
    const after = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordType, 'products'));
    expect(after.filter((r) => r.recordId === 'senbei-gift')).toHaveLength(1);
    expect(after.some((r) => r.recordId === 'no-such-product')).toBe(false);
    await patch('senbei-gift', { product_price: before?.price, is_show_product: true });
  });

  it('records the change for exactly the channels that sell the product, not shop-wide', async () => {
    const { all, selling } = await channelsOf('senbei-gift');
    expect(selling.length).toBeGreaterThan(0);
    const others = all.filter((id) => !selling.includes(id));
    expect(others.length).toBeGreaterThan(0);
    const shopWide = await getContentVersion(api.database);
    const othersBefore = await Promise.all(
      others.map((id) => channelContentVersion(api.database, id)),
    );
    const sellingBefore = await Promise.all(
      selling.map((id) => channelContentVersion(api.database, id)),
    );

    expect((await patch('senbei-gift', { before_price: null })).status).toBe(200);
    expect(await recordedFor('senbei-gift', since)).toEqual(selling);
    expect(await getContentVersion(api.database)).toEqual(shopWide);
    for (const [i, id] of others.entries()) {
      expect(await channelContentVersion(api.database, id)).toEqual(othersBefore[i]);
    }
    for (const [i, id] of selling.entries()) {
      const after = await channelContentVersion(api.database, id);
      expect(after.getTime()).toBeGreaterThan(sellingBefore[i]?.getTime() ?? 0);
    }
  });

  it('hides a product and shows it again; the hidden product is still the editors’', async () => {
    const hidden = await patch('last-five', { is_show_product: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.is_show_product).toBe(false);
    expectApiError(await shown('last-five'), 404, 'product.not_found');
    const again = await patch('last-five', { is_show_product: true });
    expect(again.body.is_show_product).toBe(true);
    expect((await shown('last-five')).body).toEqual(again.body);
    expect(await recordedFor('last-five', since)).toEqual((await channelsOf('last-five')).selling);
  });

  it('answers for the channel in X-Channel-Id, and 404 for a product that channel does not sell', async () => {
    const { all, selling } = await channelsOf('oxford-shirt');
    const seller = selling.find((id) => id !== 'default') ?? 'default';
    const res = await patch('oxford-shirt', { product_price: 5300 }, { channel: seller });
    expect(res.status).toBe(200);
    expect((await shown('oxford-shirt', seller)).body).toEqual(res.body);

    const nonSeller = all.find((id) => !selling.includes(id) && id !== 'closed');
    expect(nonSeller).toBeDefined();
    const before = await stored('oxford-shirt');
    const refused = await patch('oxford-shirt', { product_price: 1 }, { channel: nonSeller });
    expectApiError(refused, 404, 'product.not_found');
    expect(await stored('oxford-shirt')).toEqual(before);
  });

  it('answers 404 for an unknown key, recording nothing', async () => {
    for (const key of ['no-such-product', 'oxford-shirt%20', '%E5%95%86%E5%93%81']) {
      expectApiError(await patch(key, { product_price: 100 }), 404, 'product.not_found');
    }
    expect(await recordedFor('no-such-product', since)).toEqual([]);
  });

  it('ignores unknown fields, as the other admin calls do', async () => {
    const before = await stored('sold-out');
    const res = await patch('sold-out', { name: '在庫なしの商品', code: 'HACKED', tax_rate: 0 });
    expect(res.status).toBe(200);
    expect(await stored('sold-out')).toMatchObject({
      name: '在庫なしの商品',
      code: before?.code,
      taxRate: before?.taxRate,
    });
  });
});

describe('PATCH /v1/admin/products/{key} with bad input', () => {
  it('answers 422 per field in Japanese and changes and records nothing', async () => {
    const before = await stored('oxford-shirt');
    const buildsBefore = counter.builds;
    const cases: [unknown, Record<string, string[]>][] = [
      [
        {},
        {
          _: [
            '変更する項目（name・description・product_price・before_price・is_show_product）を1つ以上指定してください。',
          ],
        },
      ],
      [
        { code: 'X' },
        {
          _: [
            '変更する項目（name・description・product_price・before_price・is_show_product）を1つ以上指定してください。',
          ],
        },
      ],
      [
        { name: '   ', product_price: -1, before_price: 1.5, is_show_product: 'yes' },
        {
          name: ['商品名を入力してください。'],
          product_price: ['0以上で入力してください。'],
          before_price: ['整数で入力してください。'],
          is_show_product: ['表示するかどうかは true か false で指定してください。'],
        },
      ],
      [
        { name: 'あ'.repeat(201), product_price: '5000', before_price: 10_000_001 },
        {
          name: ['200文字以内で入力してください。'],
          product_price: ['価格は円単位の整数で入力してください。'],
          before_price: ['10000000以下で入力してください。'],
        },
      ],
      [
        { description: 42, product_price: null },
        {
          description: ['商品説明は文字列（HTML）で入力してください。'],
          product_price: ['価格は円単位の整数で入力してください。'],
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await patch('oxford-shirt', body);
      expect(expectApiError(res, 422, 'common.validation').errors).toEqual(errors);
    }
    expect(await stored('oxford-shirt')).toEqual(before);
    expect(await recordedFor('oxford-shirt', since)).toEqual([]);
    expect(counter.builds).toBe(buildsBefore);
  });
});

describe('OpenAPI', () => {
  it('documents the editors’ product call', async () => {
    type Doc = { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    const doc = (await call<Doc>(api.app, 'GET', '/v1/openapi.json')).body;
    const op = doc.paths['/v1/admin/products/{key}']?.patch;
    expect(JSON.stringify(op?.requestBody)).toContain('product_price');
  });
});
