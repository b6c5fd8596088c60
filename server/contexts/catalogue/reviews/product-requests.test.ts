import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import type { ProductRequest } from '../../../../contract/catalog/community.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../catalog/catalog.testing';

let api: TestApi;
let taro: string;
let hanako: string;
let soldOut: Product;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
  soldOut = (await req<Product>(api.app, 'GET', '/v1/products/sold-out')).body;
});
afterAll(() => api.drop());

const send = (body: unknown, token?: string) =>
  req<{ id: number }>(api.app, 'POST', '/v1/product-requests', { body, token });

describe('product requests', () => {
  it('takes a member’s request and lists it with the product', async () => {
    const res = await send({ product_id: soldOut.id, body: '再入荷を希望します。' }, taro);
    expect(res.status).toBe(201);
    const list = await req<{ data: ProductRequest[] }>(
      api.app,
      'GET',
      '/v1/me/product-request-histories',
      { token: taro },
    );
    expect(list.body.data[0]).toMatchObject({
      product_key: 'sold-out',
      body: '再入荷を希望します。',
    });
    expect(list.headers.get('x-total')).toBe('1');
  });

  it('needs a guest’s name and email, and checks every field in Japanese', async () => {
    const guest = expectApiError(await send({ body: '入荷してほしい' }), 422, 'common.validation');
    expect(guest.errors).toEqual({
      name: ['お名前を入力してください。'],
      email: ['メールアドレスを入力してください。'],
    });
    expect((await send({ body: 'ほしい', name: '山田', email: 'y@example.jp' })).status).toBe(201);
    const empty = expectApiError(await send({ body: ' ' }, taro), 422, 'common.validation');
    expect(empty.errors?.body).toEqual(['リクエスト内容を入力してください。']);
    const email = expectApiError(
      await send({ body: 'a', name: 'a', email: 'not-mail' }),
      422,
      'common.validation',
    );
    expect(email.errors?.email?.[0]).toContain('メールアドレス');
    expectApiError(await send({ product_id: 99999999, body: 'a' }, taro), 404, 'product.not_found');
  });

  it('lets a member delete only their own request', async () => {
    const res = await send({ body: '別の色もほしい' }, taro);
    const path = `/v1/me/product-request-histories/${res.body.id}`;
    expectApiError(await req(api.app, 'DELETE', path, { token: hanako }), 404, 'common.not_found');
    expect((await req(api.app, 'DELETE', path, { token: taro })).status).toBe(204);
    expectApiError(
      await req(api.app, 'GET', '/v1/me/product-request-histories'),
      401,
      'auth.unauthorized',
    );
  });
});
