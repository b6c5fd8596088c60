import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../catalog/catalog.testing';

let api: TestApi;
let taro: string;
let hanako: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const product = (key: string, token?: string) =>
  req<Product>(api.app, 'GET', `/v1/products/${key}`, { token });

describe('favourites (likes)', () => {
  it('shows the seeded favourites of taro and none to guests', async () => {
    expect((await product('oxford-shirt', taro)).body.is_favorite).toBe(true);
    expect((await product('oxford-shirt')).body.is_favorite).toBe(false);
    expect((await product('oxford-shirt', hanako)).body.is_favorite).toBe(false);
  });

  it('adds and removes a favourite; is_favorite follows in detail and list', async () => {
    const add = await req(api.app, 'POST', '/v1/products/senbei-gift/likes', { token: hanako });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ is_favorite: true });
    expect((await product('senbei-gift', hanako)).body.is_favorite).toBe(true);
    const again = await req(api.app, 'POST', '/v1/products/senbei-gift/likes', { token: hanako });
    expect(again.status).toBe(201);
    const list = await req<{ data: Product[] }>(
      api.app,
      'GET',
      '/v1/products?keyword=%E3%81%9B%E3%82%93%E3%81%B9%E3%81%84&per=100',
      { token: hanako },
    );
    expect(list.body.data.find((p) => p.key === 'senbei-gift')?.is_favorite).toBe(true);
    const del = await req(api.app, 'DELETE', '/v1/products/senbei-gift/likes', { token: hanako });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ is_favorite: false });
    expect((await product('senbei-gift', hanako)).body.is_favorite).toBe(false);
  });

  it('removing one member’s favourite leaves another’s alone', async () => {
    await req(api.app, 'DELETE', '/v1/products/oxford-shirt/likes', { token: hanako });
    expect((await product('oxford-shirt', taro)).body.is_favorite).toBe(true);
  });

  it('answers 401 in Japanese without a token, 404 for an unknown product', async () => {
    expectApiError(
      await req(api.app, 'POST', '/v1/products/oxford-shirt/likes'),
      401,
      'auth.unauthorized',
    );
    expectApiError(
      await req(api.app, 'DELETE', '/v1/products/oxford-shirt/likes', { token: 'bogus' }),
      401,
      'auth.unauthorized',
    );
    expectApiError(
      await req(api.app, 'POST', '/v1/products/no-such-thing/likes', { token: taro }),
      404,
      'product.not_found',
    );
  });
});
