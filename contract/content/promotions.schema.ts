import * as v from 'valibot';
import { recordId } from '../shared/record-id.schema';

/** A coupon offered on a landing page; `is_taken` is true once the member took it. */
export const LpCouponSchema = v.object({
  id: v.number(),
  coupon_id: v.number(),
  code: v.string(),
  name: v.string(),
  discount_amount: v.number(),
  min_amount: v.number(),
  ends_at: v.string(),
  is_taken: v.boolean(),
});
export type LpCoupon = v.InferOutput<typeof LpCouponSchema>;

/** A landing page in a list (`GET /v1/lp`). */
export const LpSummarySchema = v.object({ slug: v.string(), title: v.string() });

/** A landing page (`GET /v1/lp/{slug}`): layout props carry the coupon list. */
export const LandingPageSchema = v.object({
  slug: v.string(),
  title: v.string(),
  is_show_header: v.boolean(),
  is_show_footer: v.boolean(),
  layout: v.object({
    /** Sanitised HTML. */
    body: v.string(),
    props: v.object({ coupons: v.array(LpCouponSchema) }),
  }),
});
export type LandingPage = v.InferOutput<typeof LandingPageSchema>;

/** Body of `POST /v1/me/coupons`. */
export const TakeCouponBodySchema = v.object({
  coupon_id: recordId('クーポンIDは数値で指定してください。'),
});

/** A coupon the member holds (`GET /v1/me/coupons`). */
export const MemberCouponSchema = v.object({
  coupon_id: v.number(),
  code: v.string(),
  name: v.string(),
  discount_amount: v.number(),
  min_amount: v.number(),
  ends_at: v.string(),
  taken_at: v.string(),
  is_used: v.boolean(),
});
export type MemberCoupon = v.InferOutput<typeof MemberCouponSchema>;

/** A printed catalogue (`GET /v1/catalog`) with its page images for the flip book. */
export const CatalogSchema = v.object({
  id: v.number(),
  key: v.string(),
  title: v.string(),
  description: v.string(),
  is_orderable: v.boolean(),
  cover_path: v.string(),
  pages: v.array(v.object({ number: v.number(), heading: v.string(), image_path: v.string() })),
});
export type Catalog = v.InferOutput<typeof CatalogSchema>;
