import { and, asc, desc, eq, getViewSelectedFields, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  coupons,
  landingPageCoupons,
  contentLandingPages as landingPages,
  userCoupons,
} from '../../../db/schema/index';
import { shownNow } from '../../../db/shown-now';
import { sanitizeRichHtml } from '../../../services/sanitize';

/** A landing page shown on `channel` now (any channel when undefined). */
const shownPage = (channel?: string) => shownNow(landingPages, landingPages.publishFrom, channel);

type CouponRow = typeof coupons.$inferSelect;

/** Coupons offered on a landing page, in order. */
export function pageCoupons(db: Db, landingPageId: number) {
  return db
    .select({ coupon: coupons })
    .from(landingPageCoupons)
    .innerJoin(coupons, eq(landingPageCoupons.couponId, coupons.id))
    .where(eq(landingPageCoupons.landingPageId, landingPageId))
    .orderBy(asc(landingPageCoupons.sort));
}

/** Which of these coupons the member already took. */
export async function takenIds(db: Db, userId: number | undefined, ids: number[]) {
  if (userId === undefined || ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: userCoupons.couponId })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.couponId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The landing page shown on `channel` offering a coupon (its redirect target), if any. */
export async function offeringPage(db: Db, couponId: number, channel?: string) {
  const [row] = await db
    .select({ page: getViewSelectedFields(landingPages), coupon: coupons })
    .from(landingPageCoupons)
    .innerJoin(landingPages, eq(landingPageCoupons.landingPageId, landingPages.id))
    .innerJoin(coupons, eq(landingPageCoupons.couponId, coupons.id))
    .where(and(eq(landingPageCoupons.couponId, couponId), shownPage(channel)))
    .limit(1);
  return row;
}

/** Wire shape of an offered coupon. */
export const toLpCoupon = (c: CouponRow, taken: Set<number>) => ({
  id: c.id,
  coupon_id: c.id,
  code: c.code,
  name: c.name,
  discount_amount: c.discountAmount,
  min_amount: c.minAmount,
  ends_at: c.endsAt.toISOString(),
  is_taken: taken.has(c.id),
});

/** A landing page row as `GET /v1/lp/{slug}` answers it, with the coupons it offers. */
export const landingPageAnswer = (
  page: typeof landingPages.$inferSelect,
  offered: CouponRow[],
  taken: Set<number>,
) => ({
  slug: page.slug,
  title: page.title,
  is_show_header: page.isShowHeader,
  is_show_footer: page.isShowFooter,
  layout: {
    body: sanitizeRichHtml(page.bodyHtml),
    props: { coupons: offered.map((o) => toLpCoupon(o, taken)) },
  },
});

/** The slug and title of every landing page shown on `channel` now, oldest first. */
export function listPages(db: Db, channel?: string) {
  return db
    .select({ slug: landingPages.slug, title: landingPages.title })
    .from(landingPages)
    .where(shownPage(channel))
    .orderBy(asc(landingPages.id));
}

/** A landing page shown on `channel` now by its slug, if any. */
export async function findPage(db: Db, slug: string, channel?: string) {
  const [page] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.slug, slug), shownPage(channel)))
    .limit(1);
  return page;
}

/** The coupons a member took, newest first, with when and whether they were used. */
export function memberCoupons(db: Db, userId: number) {
  return db
    .select({ held: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(userCoupons.couponId, coupons.id))
    .where(eq(userCoupons.userId, userId))
    .orderBy(desc(userCoupons.takenAt));
}

/** Gives a member a coupon (taking it twice keeps the first). */
export async function takeCoupon(db: Db, userId: number, couponId: number): Promise<void> {
  await db.insert(userCoupons).values({ userId, couponId }).onConflictDoNothing();
}
