import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrandSchema,
  MakerSchema,
  StylistDetailSchema,
  StylistSchema,
} from '../../../../contract/content/taxonomy.schema';
import { listOf } from '../../../../contract/shared/paging.schema';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('makers', () => {
  it('pages 10 a page with paging headers, and returns all with per=all', async () => {
    const all = await call(api.app, 'GET', '/v1/makers?per=all');
    const makers = v.parse(listOf(MakerSchema), all.body).data;
    expect(makers.length).toBeGreaterThanOrEqual(5);
    expect(makers.some((m) => m.product_count > 0)).toBe(true);
    const first = await call(api.app, 'GET', '/v1/makers');
    expect(first.headers.get('x-per-page')).toBe('10');
    expect(first.headers.get('x-total')).toBe(String(makers.length));
    const page2 = await call(api.app, 'GET', '/v1/makers?page=2&per=2');
    expect(v.parse(listOf(MakerSchema), page2.body).data.map((m) => m.key)).toEqual(
      makers.slice(2, 4).map((m) => m.key),
    );
    expect(page2.headers.get('x-current-page')).toBe('2');
  });

  it('opens one maker by key; unknown keys and bad pages are errors in Japanese', async () => {
    const list = v.parse(
      listOf(MakerSchema),
      (await call(api.app, 'GET', '/v1/makers?per=all')).body,
    );
    const key = list.data[0]?.key ?? '';
    const one = v.parse(MakerSchema, (await call(api.app, 'GET', `/v1/makers/${key}`)).body);
    expect(one.product_count).toBe(list.data[0]?.product_count);
    expectApiError(await call(api.app, 'GET', '/v1/makers/no-such-maker'), 404, 'common.not_found');
    expectApiError(await call(api.app, 'GET', '/v1/makers?page=0'), 422, 'common.validation');
    expectApiError(await call(api.app, 'GET', '/v1/makers?per=1000'), 422, 'common.validation');
  });

  it('answers a page past the end with an empty list', async () => {
    const res = await call(api.app, 'GET', '/v1/makers?page=999');
    expect(res.body).toEqual({ data: [] });
  });
});

describe('brands', () => {
  it('returns every brand with its maker when per=all', async () => {
    const res = await call(api.app, 'GET', '/v1/brands?per=all');
    const { data } = v.parse(listOf(BrandSchema), res.body);
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(data.every((b) => b.maker !== null)).toBe(true);
    expect(res.headers.get('x-last-page')).toBe('1');
  });
});

describe('stylists', () => {
  it('lists stylists and opens one with coordinates and their products', async () => {
    const list = v.parse(listOf(StylistSchema), (await call(api.app, 'GET', '/v1/stylists')).body);
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    const key = list.data[0]?.key ?? '';
    const one = v.parse(
      StylistDetailSchema,
      (await call(api.app, 'GET', `/v1/stylists/${key}`)).body,
    );
    expect(one.coordinates.length).toBe(list.data[0]?.coordinate_count);
    expect(one.coordinates[0]?.products.length).toBeGreaterThan(0);
    expect(one.coordinates[0]?.products[0]?.product_price_with_tax).toBeGreaterThan(0);
    expectApiError(await call(api.app, 'GET', '/v1/stylists/nobody'), 404, 'common.not_found');
  });

  it('answers an unknown channel with the channel error', async () => {
    const res = await call(api.app, 'GET', '/v1/stylists', { channel: 'nope' });
    expectApiError(res, 404, 'channel.not_exist');
  });
});
