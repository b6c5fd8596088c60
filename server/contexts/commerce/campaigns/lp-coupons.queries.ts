import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { coupons, landingPageCoupons } from '../../../db/schema/index';

/** The codes of the coupons each landing page of `pageIds` offers, in their order on the page. */
export async function pageCouponCodes(
  db: Db | Tx,
  pageIds: readonly number[],
): Promise<Map<number, string[]>> {
  const codes = new Map<number, string[]>(pageIds.map((id) => [id, []]));
  if (pageIds.length === 0) return codes;
  const rows = await db
    .select({ page: landingPageCoupons.landingPageId, code: coupons.code })
    .from(landingPageCoupons)
    .innerJoin(coupons, eq(coupons.id, landingPageCoupons.couponId))
    .where(inArray(landingPageCoupons.landingPageId, [...pageIds]))
    .orderBy(asc(landingPageCoupons.sort), asc(coupons.id));
  for (const row of rows) codes.get(row.page)?.push(row.code);
  return codes;
}

/** The codes among `codes` that no coupon has. */
export async function unknownCouponCodes(db: Db | Tx, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const known = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(inArray(coupons.code, [...codes]));
  const found = new Set(known.map((row) => row.code));
  return codes.filter((code) => !found.has(code));
}

/** Puts a landing page's coupons as named (codes checked before): the old list out, the new in order. */
export async function setPageCoupons(tx: Tx, pageId: number, codes: readonly string[]) {
  await tx.delete(landingPageCoupons).where(eq(landingPageCoupons.landingPageId, pageId));
  if (codes.length === 0) return;
  const rows = await tx
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(inArray(coupons.code, [...codes]));
  const idOf = new Map(rows.map((row) => [row.code, row.id]));
  const offered = codes.flatMap((code, sort) => {
    const couponId = idOf.get(code);
    return couponId === undefined ? [] : [{ landingPageId: pageId, couponId, sort }];
  });
  if (offered.length > 0) await tx.insert(landingPageCoupons).values(offered);
}
