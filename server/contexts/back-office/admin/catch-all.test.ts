import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productChannels, products, productVariants } from '../../../db/schema/index';
import { createSiteHandler } from '../../../static/static-site';
import { call, seededApi, type TestApi } from '../../../testing/api';

let api: TestApi;
let dist: string;
beforeAll(async () => {
  api = await seededApi();
  dist = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await mkdir(join(dist, '_shell'), { recursive: true });
  await mkdir(join(dist, 'product', 'oxford-shirt'), { recursive: true });
  await writeFile(join(dist, '_shell', 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(dist, '404.html'), '<!doctype html><title>404 Not Found</title>');
  await writeFile(join(dist, 'product', 'oxford-shirt', 'index.html'), '<title>built</title>');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
  await api.drop();
});

describe('a product added after the last build', () => {
  it('opens at /product/{key}/ through the catch-all shell; unknown keys stay 404', async () => {
    const site = createSiteHandler({
      distDir: dist,
      productExists: async (key) =>
        (await api.app.request(`/v1/products/${encodeURIComponent(key)}`)).status === 200,
    });
    const page = (path: string) => site(new Request(`http://shop.test${path}`));
    expect((await page('/product/late-arrival/')).status).toBe(404);

    const { db } = api.database;
    const [row] = await db
      .insert(products)
      .values({
        key: 'late-arrival',
        code: 'LATE-1',
        name: '追加された手ぬぐい',
        price: 1200,
        taxRate: 10,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('insert failed');
    await db.insert(productChannels).values({ productId: row.id, channelId: 'default' });
    await db
      .insert(productVariants)
      .values({ productId: row.id, code: 'F', name: 'フリー', stock: 3 });

    expect((await call(api.app, 'GET', '/v1/products/late-arrival')).status).toBe(200);
    const added = await page('/product/late-arrival/');
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('<title>shell</title>');
    expect(await (await page('/product/oxford-shirt/')).text()).toContain('built');
    expect((await page('/product/never-existed/')).status).toBe(404);
  });
});
