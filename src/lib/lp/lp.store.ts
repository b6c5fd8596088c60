import { atom } from 'nanostores';
import * as v from 'valibot';
import {
  LandingPageSchema,
  type LpCoupon,
  LpCouponSchema,
} from '../../../contract/content/promotions.schema';
import { isDraftPreview } from '../../../contract/shared/draft-preview';
import { currentOrigin, sameOriginPath } from '../../../contract/shared/redirect';
import { checkSession } from '../session/session.store';
import { http } from '../shared/http';
import { ApiRequestError } from '../shared/http/http-types';
import { markTaken } from './lp.model';

/** The coupons of the landing page on screen, with `is_taken` for the member. */
export const $lpCoupons = atom<LpCoupon[]>([]);
/** Whether the visitor is a logged-in member (null until checked). */
export const $lpMember = atom<boolean | null>(null);

/** What taking a coupon needs (tests bind fakes). */
export type LpDeps = {
  isMember(): Promise<boolean>;
  /** Whether the page is a draft preview (its coupons are the draft's, never refreshed). */
  isDraft(): boolean;
  fetchCoupons(slug: string): Promise<LpCoupon[] | null>;
  take(couponId: number): Promise<{ coupon: LpCoupon; redirect: string | null } | null>;
  navigate(url: string): void;
};

/** Outcome of taking a coupon: done, or the server's Japanese message. */
export type TakeResult = { ok: true } | { ok: false; message: string };

/** Landing-page actions bound to their dependencies. */
export function createLpActions(deps: LpDeps) {
  /**
   * Shows the page's coupons as the build saw them, then refreshes them for a member (not on a
   * draft preview: the live page may not exist yet, or offer other coupons).
   */
  async function loadCoupons(slug: string, initial: LpCoupon[]): Promise<void> {
    $lpCoupons.set(initial);
    const member = await deps.isMember();
    $lpMember.set(member);
    if (!member || deps.isDraft()) return;
    const live = await deps.fetchCoupons(slug);
    if (live) $lpCoupons.set(live);
  }

  /** Takes a coupon: marks it taken, then follows `x-redirect` when the server sends one. */
  async function takeCoupon(couponId: number): Promise<TakeResult> {
    try {
      const res = await deps.take(couponId);
      if (!res) return { ok: true };
      $lpCoupons.set(markTaken($lpCoupons.get(), res.coupon.coupon_id));
      if (res.redirect) deps.navigate(res.redirect);
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiRequestError) return { ok: false, message: error.message };
      throw error;
    }
  }

  return { loadCoupons, takeCoupon };
}

/** A same-origin path from `x-redirect` (anything else is ignored; see `sameOriginPath`). */
export function safeRedirect(value: string | null): string | null {
  return sameOriginPath(value, currentOrigin());
}

const actions = createLpActions({
  isMember: async () => (await checkSession()).isLogin,
  isDraft: () => isDraftPreview(),
  fetchCoupons: async (slug) => {
    const res = await http.get(`/v1/lp/${encodeURIComponent(slug)}`);
    return res.ignored ? null : v.parse(LandingPageSchema, res.data).layout.props.coupons;
  },
  take: async (couponId) => {
    const res = await http.post('/v1/me/coupons', { coupon_id: couponId });
    if (res.ignored) return null;
    return {
      coupon: v.parse(LpCouponSchema, res.data),
      redirect: safeRedirect(res.headers.get('x-redirect')),
    };
  },
  navigate: (url) => window.location.assign(url),
});

/** Loads the landing page's coupons (live for members). */
export const loadCoupons = actions.loadCoupons;
/** Takes a coupon and follows the server's redirect. */
export const takeCoupon = actions.takeCoupon;
