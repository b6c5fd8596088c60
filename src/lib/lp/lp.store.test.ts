import { describe, expect, it, vi } from 'vitest';
import type { LpCoupon } from '../../../contract/content/promotions.schema';
import { ApiRequestError } from '../shared/http/http-types';
import { $lpCoupons, $lpMember, createLpActions, safeRedirect } from './lp.store';

const coupon = (id: number, is_taken = false): LpCoupon => ({
  id,
  coupon_id: id,
  code: `C${id}`,
  name: `クーポン${id}`,
  discount_amount: 500,
  min_amount: 3000,
  ends_at: '2030-01-01T00:00:00.000Z',
  is_taken,
});

const deps = (over = {}) => ({
  isMember: async () => true,
  isDraft: () => false,
  fetchCoupons: async () => [coupon(1, false), coupon(2, true)],
  take: async (id: number) => ({ coupon: coupon(id, true), redirect: '/product/' }),
  navigate: vi.fn(),
  ...over,
});

describe('landing page coupons', () => {
  it('refreshes coupons for a member; guests keep the built list', async () => {
    const guest = createLpActions(deps({ isMember: async () => false }));
    await guest.loadCoupons('spring-sale', [coupon(1)]);
    expect($lpMember.get()).toBe(false);
    expect($lpCoupons.get().map((c) => c.is_taken)).toEqual([false]);
    const member = createLpActions(deps());
    await member.loadCoupons('spring-sale', [coupon(1), coupon(2)]);
    expect($lpCoupons.get().map((c) => c.is_taken)).toEqual([false, true]);
  });

  it('keeps the draft coupons on a draft preview, member or not', async () => {
    const fetchCoupons = vi.fn(async () => [coupon(1, true)]);
    const preview = createLpActions(deps({ isDraft: () => true, fetchCoupons }));
    await preview.loadCoupons('draft-lp', [coupon(1), coupon(3)]);
    expect($lpCoupons.get().map((c) => c.coupon_id)).toEqual([1, 3]);
    expect(fetchCoupons).not.toHaveBeenCalled();
  });

  it('marks a taken coupon and follows x-redirect', async () => {
    const d = deps();
    const a = createLpActions(d);
    await a.loadCoupons('s', [coupon(1)]);
    expect(await a.takeCoupon(1)).toEqual({ ok: true });
    expect($lpCoupons.get()[0]?.is_taken).toBe(true);
    expect(d.navigate).toHaveBeenCalledWith('/product/');
  });

  it('returns the server message on failure and changes nothing', async () => {
    const take = async () => {
      throw new ApiRequestError(422, { code: 'common.validation', message: '受け取れません' });
    };
    const a = createLpActions(deps({ take }));
    await a.loadCoupons('s', [coupon(1)]);
    expect(await a.takeCoupon(1)).toEqual({ ok: false, message: '受け取れません' });
    expect($lpCoupons.get()[0]?.is_taken).toBe(false);
  });

  it('only follows same-origin paths', () => {
    expect(safeRedirect('/product/')).toBe('/product/');
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect('/\t/evil.example/')).toBeNull();
    expect(safeRedirect('/.//evil.example/')).toBeNull();
  });
});
