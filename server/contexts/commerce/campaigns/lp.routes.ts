import { Hono } from 'hono';
import {
  LandingPageSchema,
  LpCouponSchema,
  LpSummarySchema,
  MemberCouponSchema,
  TakeCouponBodySchema,
} from '../../../../contract/content/promotions.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { sameOriginPath } from '../../../../contract/shared/redirect';
import {
  memberId,
  type OptionalMemberEnv,
  optionalMember,
  requireMember,
} from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { CAMPAIGN_SERVER_MESSAGES } from './campaigns.messages';
import {
  findPage,
  landingPageAnswer,
  listPages,
  memberCoupons,
  offeringPage,
  pageCoupons,
  takeCoupon,
  takenIds,
  toLpCoupon,
} from './lp.queries';

/** Message when a coupon is outside its distribution period. */
export const COUPON_EXPIRED = CAMPAIGN_SERVER_MESSAGES.couponExpired;

/** Landing pages with their coupon lists, and a member taking and listing coupons. */
export const lpRoutes = new Hono<OptionalMemberEnv>()
  .get(
    '/lp',
    describeOperation({
      tag: 'promotions',
      summary: 'ランディングページ一覧',
      response: LpSummarySchema,
      list: 'plain',
      errors: [],
    }),
    async (c) => {
      const rows = await listPages(c.get('database').db, c.get('channel').id);
      return c.json({ data: rows });
    },
  )
  .get(
    '/lp/:slug',
    describeOperation({
      tag: 'promotions',
      errors: [404],
      summary: 'ランディングページとクーポン',
      response: LandingPageSchema,
    }),
    optionalMember,
    async (c) => {
      const { db } = c.get('database');
      const page = await findPage(db, c.req.param('slug'), c.get('channel').id);
      if (!page) throw new ApiException(404, ERROR_CODES.notFound);
      const offered = (await pageCoupons(db, page.id)).map((r) => r.coupon);
      const taken = await takenIds(
        db,
        c.get('userId'),
        offered.map((o) => o.id),
      );
      return c.json(landingPageAnswer(page, offered, taken));
    },
  )
  .get(
    '/me/coupons',
    describeOperation({
      tag: 'promotions',
      summary: '受け取ったクーポン（会員）',
      response: MemberCouponSchema,
      list: 'plain',
      errors: [401],
    }),
    requireMember,
    async (c) => {
      const rows = await memberCoupons(c.get('database').db, memberId(c));
      return c.json({
        data: rows.map(({ held, coupon }) => ({
          coupon_id: coupon.id,
          code: coupon.code,
          name: coupon.name,
          discount_amount: coupon.discountAmount,
          min_amount: coupon.minAmount,
          ends_at: coupon.endsAt.toISOString(),
          taken_at: held.takenAt.toISOString(),
          is_used: held.usedAt !== null,
        })),
      });
    },
  )
  .post(
    '/me/coupons',
    describeOperation({
      tag: 'promotions',
      summary: 'クーポンを受け取る（x-redirect で遷移先）',
      body: TakeCouponBodySchema,
      response: LpCouponSchema,
      errors: [400, 401, 404, 422],
    }),
    requireMember,
    validate('json', TakeCouponBodySchema),
    async (c) => {
      const userId = memberId(c);
      const { db } = c.get('database');
      const found = await offeringPage(db, c.req.valid('json').coupon_id, c.get('channel').id);
      if (!found) throw new ApiException(404, ERROR_CODES.notFound);
      const now = new Date();
      if (found.coupon.startsAt > now || found.coupon.endsAt <= now) {
        throw new ApiException(422, ERROR_CODES.validation, { coupon_id: [COUPON_EXPIRED] });
      }
      await takeCoupon(db, userId, found.coupon.id);
      const target = sameOriginPath(found.page.redirectTo);
      if (target) c.header('x-redirect', target);
      return c.json(toLpCoupon(found.coupon, new Set([found.coupon.id])), 201);
    },
  );
