import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LandingPageSchema,
  LpCouponSchema,
  MemberCouponSchema,
} from '../../../../contract/content/promotions.schema';
import { listOf } from '../../../../contract/shared/paging.schema';
import { coupons } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, request } from '../../content/content/content.testing';
import { COUPON_EXPIRED } from './lp.routes';

let api: TestApi;
let taro: string;
let hanako: string;
beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api, 'taro@example.jp');
  hanako = await memberToken(api, 'hanako@example.jp');
});
afterAll(() => api.drop());

const springSale = async (token?: string) =>
  v.parse(
    LandingPageSchema,
    (await request(api, 'GET', '/v1/lp/spring-sale/'.slice(0, -1), { token })).body,
  );

describe('landing pages', () => {
  it('lists pages and opens spring-sale with header/footer flags and its coupon', async () => {
    const list = await call<{ data: { slug: string }[] }>(api.app, 'GET', '/v1/lp');
    expect(list.body.data.map((p) => p.slug)).toContain('spring-sale');
    const page = await springSale();
    expect(typeof page.is_show_header).toBe('boolean');
    const coupon = page.layout.props.coupons[0];
    expect(coupon).toMatchObject({ code: 'SPRING1000', discount_amount: 1000, is_taken: false });
    expectApiError(await call(api.app, 'GET', '/v1/lp/nope'), 404, 'common.not_found');
  });

  it('lets a member take a coupon once: marked taken, x-redirect set, listed in /v1/me/coupons', async () => {
    const page = await springSale(taro);
    const coupon = page.layout.props.coupons[0];
    const res = await request(api, 'POST', '/v1/me/coupons', {
      token: taro,
      body: { coupon_id: coupon?.coupon_id },
    });
    expect(res.status).toBe(201);
    expect(v.parse(LpCouponSchema, res.body).is_taken).toBe(true);
    expect(res.headers.get('x-redirect')).toBe('/product/');
    const twice = await request(api, 'POST', '/v1/me/coupons', {
      token: taro,
      body: { coupon_id: coupon?.coupon_id },
    });
    expect(twice.status).toBe(201);
    const mine = v.parse(
      listOf(MemberCouponSchema),
      (await request(api, 'GET', '/v1/me/coupons', { token: taro })).body,
    );
    expect(mine.data.map((c) => c.code)).toEqual(['SPRING1000']);
    expect((await springSale(taro)).layout.props.coupons[0]?.is_taken).toBe(true);
    expect((await springSale(hanako)).layout.props.coupons.every((c) => !c.is_taken)).toBe(true);
    expect((await request(api, 'GET', '/v1/me/coupons', { token: hanako })).body).toEqual({
      data: [],
    });
  });

  it('rejects guests, bad ids, unknown and expired coupons with Japanese messages', async () => {
    expectApiError(
      await request(api, 'POST', '/v1/me/coupons', { body: { coupon_id: 1 } }),
      401,
      'auth.unauthorized',
    );
    expectApiError(await request(api, 'GET', '/v1/me/coupons'), 401, 'auth.unauthorized');
    const bad = expectApiError(
      await request(api, 'POST', '/v1/me/coupons', { token: taro, body: {} }),
      422,
      'common.validation',
    );
    expect(bad.errors?.coupon_id?.[0]).toMatch(/[ぁ-ん]/);
    expectApiError(
      await request(api, 'POST', '/v1/me/coupons', { token: taro, body: { coupon_id: 999999 } }),
      404,
      'common.not_found',
    );
    const page = await springSale(hanako);
    const id = page.layout.props.coupons[0]?.coupon_id ?? 0;
    await api.database.db
      .update(coupons)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(0) })
      .where(eq(coupons.id, id));
    const expired = expectApiError(
      await request(api, 'POST', '/v1/me/coupons', { token: hanako, body: { coupon_id: id } }),
      422,
      'common.validation',
    );
    expect(expired.errors?.coupon_id).toEqual([COUPON_EXPIRED]);
  });
});
