import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingPage } from '../../../../contract/content/promotions.schema';
import { landingPages } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { memberToken, request } from '../../content/content/content.testing';

let api: TestApi;
let taro: string;
beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api, 'taro@example.jp');
});
afterAll(() => api.drop());

const takeWithRedirect = async (redirectTo: string) => {
  await api.database.db
    .update(landingPages)
    .set({ redirectTo })
    .where(eq(landingPages.slug, 'spring-sale'));
  const page = (await request(api, 'GET', '/v1/lp/spring-sale', { token: taro }))
    .body as LandingPage;
  const res = await request(api, 'POST', '/v1/me/coupons', {
    token: taro,
    body: { coupon_id: page.layout.props.coupons[0]?.coupon_id },
  });
  expect(res.status).toBe(201);
  return res.headers.get('x-redirect');
};

describe('x-redirect after taking a landing-page coupon', () => {
  it.each(['/\t/evil.example/', '//evil.example/', 'https://evil.example/', 'javascript:alert(1)'])(
    'is left out for the off-site target %j',
    async (target) => {
      expect(await takeWithRedirect(target)).toBeNull();
    },
  );

  it('carries a same-origin path', async () => {
    expect(await takeWithRedirect('/product/')).toBe('/product/');
  });
});
