import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { CHECKOUT_MESSAGES } from '../../../contract/checkout/checkout.messages';
import { newIdempotencyKey, usableCoupons } from '../../../contract/checkout/checkout.model';
import type {
  BusinessDate,
  Leadtime,
  OrdererInput,
  Payment,
  PlacedOrder,
} from '../../../contract/checkout/checkout.schema';
import type { MemberCoupon } from '../../../contract/content/promotions.schema';
import { COMMON_MESSAGES } from '../../../contract/shared/common.messages';
import { BROWSER_ERROR_CODES } from '../../../contract/shared/error.schema';
import { recordMoment } from '../analytics/analytics.store';
import { $cart, type CartChange, changeCart, initCart, resetCart } from '../cart/cart.store';
import { checkSession } from '../session/session.store';
import { browserCookies } from '../shared/cookies';
import { deliverFile, toastDownloadFailed } from '../shared/download';
import { ApiRequestError, http } from '../shared/http';
import { createCheckoutApi, type ShippingChoice } from './checkout.api';

const api = createCheckoutApi(http);

/** The order just placed, kept 30 minutes for the complete page and purchase tracking (spec §9). */
export type LastOrder = { order_no: string; t: string; expires_at: number; tracked?: boolean };
export const LAST_ORDER_TTL_MS = 30 * 60 * 1000;
const PAYING_COOKIE = 'paymentInProgress';

/** The last placed order of this browser. */
export const $lastOrder = persistentAtom<LastOrder | null>('lastOrder', null, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      return JSON.parse(raw) as LastOrder | null;
    } catch {
      return null;
    }
  },
});

/** Delivery choices of the cart. */
export const $leadtime = atom<Leadtime | null>(null);
/** Payment methods of the cart. */
export const $payments = atom<Payment[] | null>(null);

/** Saves the orderer and the shipment (same address or another one). */
export async function saveShippingStep(
  orderer: OrdererInput,
  shipping: ShippingChoice,
): Promise<CartChange> {
  const first = await changeCart((token) => api.setOrderer(token, orderer));
  if (!first.ok) return prefixErrors(first, 'orderer');
  const second = await changeCart((token) => api.setShipping(token, shipping));
  return second.ok ? second : prefixErrors(second, shipping.address ? 'address' : '');
}

function prefixErrors(change: CartChange, prefix: string): CartChange {
  if (change.ok || !change.errors || !prefix) return change;
  const errors = Object.fromEntries(
    Object.entries(change.errors).map(([k, v]) => [k.startsWith(prefix) ? k : `${prefix}.${k}`, v]),
  );
  return { ...change, errors };
}

/** Loads the cart (when needed) and its delivery choices for a prefecture. */
export async function loadLeadtime(prefecture?: string): Promise<void> {
  const cart = $cart.get() ?? (await initCart());
  if (cart) $leadtime.set(await api.leadtime(cart.token, prefecture));
}

/** Loads the payment methods the cart may use. */
export async function loadPayments(): Promise<void> {
  const cart = $cart.get() ?? (await initCart());
  if (cart) $payments.set(await api.payments(cart.token));
}

/** Chooses how to pay; a card comes as the provider's token or a saved card id. */
export function choosePayment(
  paymentId: number,
  card?: { card_token?: string; user_card_id?: number },
): Promise<CartChange> {
  return changeCart((token) => api.setPayment(token, paymentId, card));
}

/** Applies a coupon code. */
export function applyCoupon(code: string): Promise<CartChange> {
  return changeCart((token) => api.addCoupon(token, code));
}

/** Removes the coupon. */
export function removeCoupon(): Promise<CartChange> {
  return changeCart((token) => api.removeCoupon(token));
}

/** Uses member points (0 clears). */
export function applyPoints(point: number): Promise<CartChange> {
  return changeCart((token) => api.applyPoints(token, point));
}

/** The logged-in member's profile (orderer data and points), or null for a guest. */
export const $member = atom<Record<string, unknown> | null>(null);

/** Loads the member when the browser is logged in; a guest (or a member not registered yet) stays null. */
export async function loadMember(): Promise<void> {
  if (!(await checkSession()).isLogin) return;
  try {
    $member.set(await api.member());
  } catch {
    $member.set(null);
  }
}

/** Every coupon the logged-in member holds, newest first; null until loaded (and for a guest). */
export const $heldCoupons = atom<MemberCoupon[] | null>(null);

/** Loads the member's held coupons (the coupon step offers the usable ones, the my page lists all). */
export async function loadHeldCoupons(): Promise<void> {
  if (!(await checkSession()).isLogin) return;
  try {
    $heldCoupons.set((await api.heldCoupons()) ?? []);
  } catch {
    $heldCoupons.set([]);
  }
}

/** The held coupons the coupon step can offer now. */
export const offeredCoupons = (held: MemberCoupon[] | null): MemberCoupon[] =>
  usableCoupons(held ?? [], new Date());

/** The business calendar over the lead time's dates (spec §7), keyed by `start..end`. */
export const $businessCalendar = atom<{ range: string; days: BusinessDate[] } | null>(null);

/** Loads the business calendar from `start` to `end` once per range; a failure leaves none. */
export async function loadBusinessCalendar(start: string, end: string): Promise<void> {
  const range = `${start}..${end}`;
  if ($businessCalendar.get()?.range === range) return;
  try {
    const res = await api.businessCalendar(start, end);
    if (res) $businessCalendar.set({ range, days: res.data });
  } catch {
    $businessCalendar.set(null);
  }
}

/** Saves remarks for the shop. */
export function saveRemarks(remarks: string): Promise<CartChange> {
  return changeCart((token) => api.setRemarks(token, remarks));
}

/** One key per cart and attempt, kept in the tab so a double click or reload never orders twice. */
function decisionKey(token: string): string {
  const name = `decision-key:${token}`;
  const kept = sessionStorage.getItem(name);
  if (kept) return kept;
  const key = newIdempotencyKey();
  sessionStorage.setItem(name, key);
  return key;
}

/** Places the order; on success the cart is cleaned and the complete page opens. */
export async function placeOrder(): Promise<
  { ok: true } | { ok: false; message: string; code?: string }
> {
  const cart = $cart.get();
  if (!cart?.payment_id) return { ok: false, message: CHECKOUT_MESSAGES.noPayment };
  const body = { total_payment: cart.detail.order.total_payment, payment_id: cart.payment_id };
  browserCookies.set(PAYING_COOKIE, '1', { maxAge: 600 });
  let challenging = false;
  try {
    const check = await api.checkPayment(cart.token, cart.payment_id);
    if (check && !check.result && check.action_url) {
      // 3-D Secure first: the challenge page sends the shopper back here to confirm again; the
      // cookie stays so the confirm page can clear a challenge that was cancelled or abandoned.
      challenging = true;
      window.location.assign(check.action_url);
      return { ok: true };
    }
    const result = await api.decide(cart.token, decisionKey(cart.token), body);
    if (!result) return { ok: false, message: COMMON_MESSAGES.networkError };
    $lastOrder.set({
      order_no: result.order_no,
      t: result.guest_token,
      expires_at: Date.now() + LAST_ORDER_TTL_MS,
    });
    sessionStorage.removeItem(`decision-key:${cart.token}`);
    resetCart();
    window.location.assign('/cart/complete/');
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // The server was out of reach: the order may or may not be placed, so the retry keeps the
    // key (the server answers the same order, never a second one) and the screen stays as it is.
    if (error.code === BROWSER_ERROR_CODES.unavailable) {
      return { ok: false, message: error.message, code: error.code };
    }
    // A refused decision used up nothing; the next try is a new request with a new key.
    sessionStorage.removeItem(`decision-key:${cart.token}`);
    await initCart();
    return { ok: false, message: error.message, code: error.code };
  } finally {
    if (!challenging) browserCookies.remove(PAYING_COOKIE);
  }
}

/** The last placed order, while its 30 minutes last; a 404 forgets it. */
export async function loadLastOrder(): Promise<PlacedOrder | null> {
  const last = $lastOrder.get();
  if (!last || last.expires_at < Date.now()) {
    $lastOrder.set(null);
    return null;
  }
  try {
    const order = await api.placedOrder(last.order_no, last.t);
    if (order && !last.tracked) {
      // One purchase event per order, even when the complete page is reloaded.
      recordMoment({ kind: 'purchase', order });
      $lastOrder.set({ ...last, tracked: true });
    }
    return order;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) $lastOrder.set(null);
    return null;
  }
}

/** Downloads the cart's quotation PDF (file name from the server); false when it failed. */
export async function downloadQuotation(): Promise<boolean> {
  const cart = $cart.get();
  if (!cart) return false;
  try {
    const res = await http.download(`/v1/carts/${cart.token}/download/quotation`, 'quotation.pdf');
    if (res.ignored) return false;
    deliverFile(res.data, res.filename);
    return true;
  } catch {
    toastDownloadFailed();
    return false;
  }
}
