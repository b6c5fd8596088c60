import { CONTENT_ADMIN_MESSAGES as M } from '../../../../contract/content/content-admin.messages';
import { PUNCTUATION } from '../../../../contract/shared/common.messages';
import type { Db, Tx } from '../../../db/client';
import { freeAreas, landingPages, popups } from '../../../db/schema/index';
import { sanitizeRichHtml } from '../../../services/sanitize';
import { pageCouponCodes, setPageCoupons, unknownCouponCodes } from '../../commerce/api';
import { commonRead, commonWrite, date, takenErrors } from './content-kind-fields.queries';

// Shapes as in content-kinds.queries.ts (ContentRow, Fields, FieldErrors), which spreads these
// kinds into MANAGED_KINDS: importing its types here would be an import cycle.
type Values = Record<string, unknown>;
type Errors = Record<string, string[]>;

const rich = (body: unknown) => sanitizeRichHtml(String(body ?? ''));

const popupKind = {
  name: 'popups' as const,
  table: popups,
  columns: {
    id: popups.id,
    sort: popups.sort,
    channelId: popups.channelId,
    publishFrom: popups.publishFrom,
  },
  ordered: true,
  // The top page and /popup/ show popups; neither has a cache key, so any change renders them again.
  changeKind: 'popup',
  read: (row: Values) => ({
    ...commonRead(row),
    title: row.title,
    body: row.bodyHtml,
    link: row.link,
    link_label: row.linkLabel,
    placement: row.placement,
  }),
  write: (f: Values) => ({
    ...commonWrite(f),
    publishFrom: date(f.publish_from),
    title: f.title,
    bodyHtml: rich(f.body),
    link: f.link ?? '',
    linkLabel: f.link_label ?? '',
    placement: f.placement,
  }),
};

const freeAreaKind = {
  name: 'free-areas' as const,
  table: freeAreas,
  columns: {
    id: freeAreas.id,
    sort: freeAreas.sort,
    channelId: freeAreas.channelId,
    publishFrom: freeAreas.publishFrom,
    key: freeAreas.code,
  },
  ordered: true,
  // Shown on the top page (no cache key: rendered again on every change).
  changeKind: 'free_area',
  read: (row: Values) => ({
    ...commonRead(row),
    code: row.code,
    title: row.title,
    body: row.bodyHtml,
  }),
  write: (f: Values) => ({
    ...commonWrite(f),
    publishFrom: date(f.publish_from),
    code: f.code,
    title: f.title ?? '',
    bodyHtml: rich(f.body),
  }),
  check: (tx: Tx, f: Values, self: number | null) =>
    takenErrors(
      tx,
      { table: freeAreas, column: freeAreas.code, id: freeAreas.id },
      f.code,
      self,
      'code',
      M.codeTaken,
    ),
};

/** The coupon codes of each landing page of `ids`, in their order on the page. */
async function couponCodesOf(db: Db | Tx, ids: number[]): Promise<Map<number, Values>> {
  const codes = await pageCouponCodes(db, ids);
  return new Map([...codes].map(([id, list]) => [id, { coupon_codes: list }]));
}

/** Distinct codes in the order given. */
const codesOf = (f: Values) => [...new Set((f.coupon_codes as string[] | undefined) ?? [])];

/** Puts the page's coupons as named (codes checked before): the old list out, the new in order. */
const writeCoupons = (tx: Tx, id: number, f: Values) => setPageCoupons(tx, id, codesOf(f));

/** 422 on `slug` when taken, and on `coupon_codes` naming the codes no coupon has. */
async function landingPageErrors(tx: Tx, f: Values, self: number | null): Promise<Errors> {
  const place = { table: landingPages, column: landingPages.slug, id: landingPages.id };
  const errors = await takenErrors(tx, place, f.slug, self, 'slug', M.lpSlugTaken);
  const codes = codesOf(f);
  if (codes.length === 0) return errors;
  const missing = await unknownCouponCodes(tx, codes);
  if (missing.length) errors.coupon_codes = [M.couponsUnknown(missing.join(PUNCTUATION.comma))];
  return errors;
}

const landingPageKind = {
  name: 'landing-pages' as const,
  table: landingPages,
  columns: {
    id: landingPages.id,
    sort: landingPages.sort,
    channelId: landingPages.channelId,
    publishFrom: landingPages.publishFrom,
    key: landingPages.slug,
  },
  ordered: true,
  // Its page /lp/{slug}/ keys its cache on the page's data, coupons included.
  changeKind: 'lp',
  read: (row: Values) => ({
    ...commonRead(row),
    slug: row.slug,
    title: row.title,
    body: row.bodyHtml,
    is_show_header: row.isShowHeader,
    is_show_footer: row.isShowFooter,
    redirect_to: row.redirectTo,
    coupon_codes: row.coupon_codes ?? [],
  }),
  write: (f: Values) => ({
    ...commonWrite(f),
    publishFrom: date(f.publish_from),
    slug: f.slug,
    title: f.title,
    bodyHtml: rich(f.body),
    isShowHeader: f.is_show_header !== false,
    isShowFooter: f.is_show_footer !== false,
    redirectTo: f.redirect_to,
  }),
  check: landingPageErrors,
  related: { read: couponCodesOf, write: writeCoupons },
};

/** Popups, free areas and landing pages (with their coupons) on the generic content pattern. */
export const PROMO_KINDS = {
  popups: popupKind,
  'free-areas': freeAreaKind,
  'landing-pages': landingPageKind,
};
