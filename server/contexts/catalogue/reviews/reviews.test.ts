import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import type { Question, Review } from '../../../../contract/catalog/community.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../catalog/catalog.testing';

let api: TestApi;
let taro: string;
let oxford: Product;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  oxford = (await req<Product>(api.app, 'GET', '/v1/products/oxford-shirt')).body;
});
afterAll(() => api.drop());

const reviews = (query = '') =>
  req<{ data: Review[] }>(api.app, 'GET', `/v1/products/oxford-shirt/reviews${query}`);
const post = (body: unknown, token: string | undefined = taro, id = oxford.id) =>
  req<Review>(api.app, 'POST', `/v1/products/${id}/reviews`, { body, token });

describe('GET /v1/products/{key}/reviews', () => {
  it('pages the reviews newest first with paging headers and the average', async () => {
    const res = await reviews('?per=2');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total'))).toBeGreaterThanOrEqual(3);
    expect(res.headers.get('x-per-page')).toBe('2');
    expect(res.body.data).toHaveLength(2);
    const [a, b] = res.body.data;
    expect(a && b && a.created_at >= b.created_at).toBe(true);
    expect(Number(res.headers.get('x-rating-average'))).toBeGreaterThan(0);
    const second = await reviews('?per=2&page=2');
    expect(second.body.data[0]?.id).not.toBe(a?.id);
  });

  it('404s for an unknown product and 422s for a bad page', async () => {
    expectApiError(
      await req(api.app, 'GET', '/v1/products/nope/reviews'),
      404,
      'product.not_found',
    );
    expectApiError(await reviews('?page=x'), 422, 'common.validation');
  });
});

describe('POST /v1/products/{product_id}/reviews', () => {
  it('saves a member’s review, shown first', async () => {
    const res = await post({ rating: 4, title: '  着心地が良い ', body: '毎日着ています。' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rating: 4, title: '着心地が良い', product_id: oxford.id });
    expect(res.body.nickname).toMatch(/さん$/);
    expect((await reviews()).body.data[0]?.id).toBe(res.body.id);
  });

  it('rejects empty and over-long text with Japanese field messages', async () => {
    const empty = expectApiError(
      await post({ rating: 5, title: ' ', body: '   ' }),
      422,
      'common.validation',
    );
    expect(empty.errors?.title).toEqual(['タイトルを入力してください。']);
    expect(empty.errors?.body).toEqual(['本文を入力してください。']);
    const long = expectApiError(
      await post({ rating: 5, title: 'a', body: 'あ'.repeat(1001) }),
      422,
      'common.validation',
    );
    expect(long.errors?.body).toEqual(['本文は1000文字以内で入力してください。']);
    const rating = expectApiError(
      await post({ rating: 6, title: 'a', body: 'b' }),
      422,
      'common.validation',
    );
    expect(rating.errors?.rating?.[0]).toContain('評価');
  });

  it('needs a member, a known product and JSON', async () => {
    expectApiError(await post({ rating: 5, title: 'a', body: 'b' }, ''), 401, 'auth.unauthorized');
    expectApiError(
      await post({ rating: 5, title: 'a', body: 'b' }, taro, 99999999),
      404,
      'product.not_found',
    );
    const bad = await api.app.request(`/v1/products/${oxford.id}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${taro}` },
      body: '{"rating":',
    });
    expect(bad.status).toBe(400);
  });
});

describe('product questions', () => {
  it('lists the Q&A and lets a member ask', async () => {
    const list = await req<{ data: Question[] }>(
      api.app,
      'GET',
      '/v1/products/oxford-shirt/questions',
    );
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    expect(list.body.data.some((q) => q.answer)).toBe(true);
    const asked = await req<Question>(api.app, 'POST', `/v1/products/${oxford.id}/questions`, {
      body: { question: '自宅で洗濯できますか？' },
      token: taro,
    });
    expect(asked.status).toBe(201);
    expect(asked.body.answer).toBeNull();
  });

  it('rejects an empty or over-long question and guests', async () => {
    const path = `/v1/products/${oxford.id}/questions`;
    const empty = expectApiError(
      await req(api.app, 'POST', path, { body: { question: '  ' }, token: taro }),
      422,
      'common.validation',
    );
    expect(empty.errors?.question).toEqual(['ご質問の内容を入力してください。']);
    const long = expectApiError(
      await req(api.app, 'POST', path, { body: { question: 'あ'.repeat(501) }, token: taro }),
      422,
      'common.validation',
    );
    expect(long.errors?.question).toEqual(['ご質問は500文字以内で入力してください。']);
    expectApiError(
      await req(api.app, 'POST', path, { body: { question: 'a' } }),
      401,
      'auth.unauthorized',
    );
  });
});
