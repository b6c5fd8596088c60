import { atom, computed } from 'nanostores';
import {
  countItems,
  firstErrorMessage,
  INIT_POLL_MS,
  needsReinit,
} from '../../../contract/cart/cart.model';
import type { Cart } from '../../../contract/cart/cart.schema';
import { CART_CORE_MESSAGES } from '../../../contract/cart/cart-core.messages';
import { FALLBACK_ERRORS } from '../../../contract/shared/common.messages';
import { BROWSER_ERROR_CODES } from '../../../contract/shared/error.schema';
import { recordMoment } from '../analytics/analytics.store';
import { checkSession } from '../session/session.store';
import { browserCookies, type CookieJar } from '../shared/cookies';
import { flash } from '../shared/flash.store';
import { ApiRequestError, http } from '../shared/http';
import { showToast } from '../shared/toast.store';
import { type CartApi, createCartApi } from './cart.api';
import { $savedCartCount, CART_COOKIE } from './cart-count.store';

/** The cart; undefined until first loaded, null when there is none. */
export const $cart = atom<Cart | null | undefined>(undefined);

/** Number of items in the cart, for the header link. */
export const $cartCount = computed($cart, (cart) => countItems(cart));

/** Set when resetting the shipping after a vanished address failed (spec §4). */
export const $shippingResetFailed = atom(false);
/** The cart's shipping was reset (its address-book entry was deleted); the shipping step re-reads the book. */
export const $shippingReset = atom(false);

/** Result of a cart change, for inline messages. */
export type CartChange =
  | { ok: true }
  | { ok: false; message: string; errors?: Record<string, string[]>; code?: string };

/** What the cart actions depend on. */
export type CartDeps = {
  api: CartApi;
  jar: CookieJar;
  navigate(url: string): void;
  sleep(ms: number): Promise<void>;
  /** The current page's path (the confirm page returns to /cart/ when nothing is left). */
  path(): string;
  toast(message: string): void;
};

const CONFIRM_PATH = '/cart/confirm/';
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
const UNKNOWN_ERROR = FALLBACK_ERRORS.internal;

/** Cart actions bound to their dependencies (the app binds the real ones; tests bind fakes). */
export function createCartActions(deps: CartDeps) {
  let initializing = false;

  function keep(cart: Cart | null): void {
    if (!cart) return;
    $cart.set(cart);
    deps.jar.set(CART_COOKIE, cart.token, { maxAge: CART_COOKIE_MAX_AGE });
  }

  /** Forgets the cart and its cookie. */
  function resetCart(): void {
    deps.jar.remove(CART_COOKIE);
    $cart.set(null);
  }

  /** Creates or reloads the cart; one init at a time, a second caller polls until it is done. */
  async function initCart(reason?: 'product_not_found'): Promise<Cart | null | undefined> {
    if (initializing && reason !== 'product_not_found') {
      while (initializing) await deps.sleep(INIT_POLL_MS);
      return $cart.get();
    }
    initializing = true;
    try {
      const token = deps.jar.get(CART_COOKIE) ?? null;
      keep(await deps.api.init(token, reason === 'product_not_found' ? true : undefined));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      deps.toast(error.message || UNKNOWN_ERROR);
    } finally {
      initializing = false;
    }
    const cart = $cart.get();
    if (reason === 'product_not_found' && deps.path() === CONFIRM_PATH && !countItems(cart)) {
      deps.navigate('/cart/');
    }
    return cart;
  }

  /** Empties an expired cart on the server (a new one if that fails), then back to /cart/ with the message. */
  async function expire(token: string, message: string): Promise<void> {
    const emptied = await deps.api.reset(token).catch(() => null);
    if (emptied) keep(emptied);
    else resetCart();
    flash(message, '/cart/', 'negative');
    deps.navigate('/cart/');
  }

  async function handleError(error: unknown, token: string): Promise<CartChange> {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.code === BROWSER_ERROR_CODES.addressNotData) {
      // The chosen address-book entry was deleted meanwhile: reset the shipping once (spec §8).
      const reset = await deps.api.resetShippings(token).catch(() => null);
      $shippingReset.set(!!reset);
      $shippingResetFailed.set(!reset);
      if (reset) keep(reset);
      else deps.toast(CART_CORE_MESSAGES.shippingResetFailed);
    } else if (error.code === BROWSER_ERROR_CODES.cartExpired) {
      await expire(token, error.message);
    } else if (needsReinit(error.code)) {
      await initCart('product_not_found');
    }
    return {
      ok: false,
      message: firstErrorMessage(error) || UNKNOWN_ERROR,
      errors: error.errors,
      code: error.code,
    };
  }

  /** Runs a change on the current cart; a vanished cart is recreated and the change retried once. */
  async function change(call: (token: string) => Promise<Cart | null>): Promise<CartChange> {
    const cart = $cart.get() ?? (await initCart());
    if (!cart) return { ok: false, message: UNKNOWN_ERROR };
    try {
      const next = await call(cart.token);
      keep(next);
      return next ? { ok: true } : { ok: false, message: UNKNOWN_ERROR };
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === BROWSER_ERROR_CODES.cartNotFound) {
        resetCart();
        const fresh = await initCart();
        if (fresh) return change(call);
      }
      return handleError(error, cart.token);
    }
  }

  /** Loads the cart when the browser holds a cart token; otherwise there is no cart yet. */
  async function loadCartIfAny(): Promise<void> {
    if ($cart.get() !== undefined && !initializing) return;
    if (deps.jar.get(CART_COOKIE)) await initCart();
    else $cart.set(null);
  }

  return {
    initCart,
    loadCartIfAny,
    resetCart,
    /** Puts a variant in the cart. */
    addToCart: (variantId: number, quantity: number) =>
      change((token) => deps.api.add({ token, product_id: variantId, quantity })),
    /** Sets the quantity of one line. */
    modifyCartLine: (key: string, quantity: number) =>
      change((token) => deps.api.modify({ token, key, quantity })),
    /** Removes one line. */
    removeCartLine: (key: string) => change((token) => deps.api.remove({ token, key })),
    /** Runs any other cart call that answers the cart (checkout steps), with the same error rules. */
    changeCart: change,
  };
}

// Pages without this store (content pages) show the count saved here.
$cart.listen((cart) => {
  if (cart !== undefined) $savedCartCount.set(countItems(cart));
});

const actions = createCartActions({
  api: createCartApi(http),
  jar: browserCookies,
  navigate: (url) => window.location.assign(url),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  path: () => window.location.pathname,
  toast: (message) => showToast(message, 'error'),
});

/** Creates or reloads the cart from the `cartToken` cookie. */
export const initCart = actions.initCart;
/** Loads the cart if the browser has one (page load). */
export const loadCartIfAny = actions.loadCartIfAny;
/** The cart screen opens: loads the cart and records view_cart. */
export async function openCartPage(): Promise<void> {
  // The cart's member parts (saved embroidery names) need the session, and a layout without the
  // header's account menu leaves no one else to check it on this page.
  await Promise.all([actions.loadCartIfAny(), checkSession()]);
  recordMoment({ kind: 'cart', event: 'view_cart', cart: $cart.get() });
}
/** Forgets the cart. */
export const resetCart = actions.resetCart;
/** Puts a variant (by id) in the cart (and tells analytics). */
export async function addToCart(variantId: number, quantity: number): Promise<CartChange> {
  const result = await actions.addToCart(variantId, quantity);
  const line = $cart.get()?.detail.products.find((l) => l.product_id === variantId);
  if (result.ok && line) recordMoment({ kind: 'line', event: 'add_to_cart', line, quantity });
  return result;
}
/** Sets a line's quantity. */
export const modifyCartLine = actions.modifyCartLine;
/** Removes a line (and tells analytics). */
export async function removeCartLine(key: string): Promise<CartChange> {
  const line = $cart.get()?.detail.products.find((l) => l.key === key);
  const result = await actions.removeCartLine(key);
  if (result.ok && line) {
    recordMoment({ kind: 'line', event: 'remove_from_cart', line, quantity: line.quantity });
  }
  return result;
}
/** Runs a cart-changing call (checkout steps) with the cart's error rules. */
export const changeCart = actions.changeCart;
