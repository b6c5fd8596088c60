import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleCart } from '../../../contract/cart/cart.testing';
import { memoryCookies } from '../shared/cookies';
import { $flash } from '../shared/flash.store';
import { ApiRequestError } from '../shared/http';
import type { CartApi } from './cart.api';
import {
  $cart,
  $cartCount,
  $shippingReset,
  $shippingResetFailed,
  createCartActions,
} from './cart.store';
import { $savedCartCount } from './cart-count.store';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function setup(api: Partial<CartApi> = {}, cookies: Record<string, string> = {}) {
  const jar = memoryCookies(cookies);
  const fake: CartApi = {
    init: vi.fn(async () => sampleCart([])),
    add: vi.fn(async () => sampleCart([1])),
    modify: vi.fn(async () => sampleCart([2])),
    remove: vi.fn(async () => sampleCart([])),
    resetShippings: vi.fn(async () => sampleCart([1])),
    reset: vi.fn(async () => sampleCart([])),
    ...api,
  };
  const navigate = vi.fn();
  const sleep = vi.fn(delay);
  const toast = vi.fn();
  const path = vi.fn(() => '/cart/');
  const actions = createCartActions({ api: fake, jar, navigate, sleep, toast, path });
  return { jar, api: fake, navigate, sleep, toast, path, actions };
}

beforeEach(() => {
  $shippingResetFailed.set(false);
  $shippingReset.set(false);
  $cart.set(undefined);
  $flash.set(null);
});

describe('initCart', () => {
  it('reuses the cookie token and stores the returned one', async () => {
    const { api, jar, actions } = setup({}, { cartToken: 'old' });
    await actions.initCart();
    expect(api.init).toHaveBeenCalledWith('old', undefined);
    expect(jar.get('cartToken')).toBe('tok_abcdefghijklmnopqrstuv');
  });

  it('runs once; a second caller polls every 100 ms and gets the same cart', async () => {
    const init = vi.fn(async () => {
      await delay(250);
      return sampleCart([4]);
    });
    const { sleep, actions } = setup({ init });
    const [first, second] = await Promise.all([actions.initCart(), actions.initCart()]);
    expect(init).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(sleep).toHaveBeenCalledWith(100);
    expect(sleep.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('does not wait when the reason is product_not_found', async () => {
    const init = vi.fn(async () => {
      await delay(50);
      return sampleCart([]);
    });
    const { sleep, actions } = setup({ init });
    await Promise.all([actions.initCart(), actions.initCart('product_not_found')]);
    expect(init).toHaveBeenCalledTimes(2);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('cart changes', () => {
  it('adds to the cart and updates the count', async () => {
    const { api, actions } = setup();
    expect(await actions.addToCart(101, 1)).toEqual({ ok: true });
    expect(api.add).toHaveBeenCalledWith({
      token: 'tok_abcdefghijklmnopqrstuv',
      product_id: 101,
      quantity: 1,
    });
    expect($cartCount.get()).toBe(1);
  });

  it('returns the per-field server message of a 422 and keeps the cart', async () => {
    const error = new ApiRequestError(422, {
      code: 'common.validation',
      message: '入力内容に誤りがあります。',
      errors: { quantity: ['在庫が不足しています。'] },
    });
    const { actions } = setup({ add: async () => Promise.reject(error) });
    await actions.initCart();
    const before = $cart.get();
    expect(await actions.addToCart(1, 500)).toEqual({
      ok: false,
      message: '在庫が不足しています。',
      errors: { quantity: ['在庫が不足しています。'] },
      code: 'common.validation',
    });
    expect($cart.get()).toBe(before);
  });

  it('reinitialises the cart after product_not_found', async () => {
    const error = new ApiRequestError(422, {
      code: 'cart.update_products.product_not_found',
      message: '指定された商品は見つかりませんでした。',
    });
    const { api, actions } = setup({ modify: async () => Promise.reject(error) });
    await actions.initCart();
    const result = await actions.modifyCartLine('line-0', 2);
    expect(result).toMatchObject({ ok: false, message: '指定された商品は見つかりませんでした。' });
    expect(api.init).toHaveBeenLastCalledWith('tok_abcdefghijklmnopqrstuv', true);
  });

  it('resets the shipping once when the chosen address was deleted meanwhile', async () => {
    const error = new ApiRequestError(422, {
      code: 'cart_detail.set_user_address.not_data',
      message: '選択したお届け先が見つかりません。',
    });
    const { api, actions } = setup({ modify: async () => Promise.reject(error) });
    await actions.initCart();
    const result = await actions.modifyCartLine('line-0', 2);
    expect(result).toMatchObject({ ok: false, code: 'cart_detail.set_user_address.not_data' });
    expect(api.resetShippings).toHaveBeenCalledTimes(1);
    expect(api.resetShippings).toHaveBeenCalledWith('tok_abcdefghijklmnopqrstuv');
  });

  it('resets an expired cart with a message and returns to /cart/', async () => {
    const error = new ApiRequestError(409, {
      code: 'cart.common.is_expired',
      message: 'カートの有効期限が切れました。もう一度商品をお選びください。',
    });
    const { api, jar, navigate, actions } = setup({
      init: async () => sampleCart([1]),
      remove: async () => Promise.reject(error),
    });
    await actions.initCart();
    await actions.removeCartLine('line-0');
    expect(api.reset).toHaveBeenCalledWith('tok_abcdefghijklmnopqrstuv');
    expect($cart.get()?.quantity).toBe(0);
    expect(jar.get('cartToken')).toBe('tok_abcdefghijklmnopqrstuv');
    expect($flash.get()).toMatchObject({ path: '/cart/', type: 'negative' });
    expect($flash.get()?.message).toContain('有効期限');
    expect(navigate).toHaveBeenCalledWith('/cart/');
  });

  it('forgets an expired cart locally when the reset call fails', async () => {
    const error = new ApiRequestError(422, { code: 'cart.common.is_expired', message: '期限切れ' });
    const { jar, navigate, actions } = setup({
      remove: async () => Promise.reject(error),
      reset: async () => Promise.reject(new ApiRequestError(500, { code: 'x', message: 'x' })),
    });
    await actions.initCart();
    await actions.removeCartLine('line-0');
    expect($cart.get()).toBeNull();
    expect(jar.get('cartToken')).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/cart/');
  });

  it('flags a failed shipping reset and says so in a toast', async () => {
    const error = new ApiRequestError(422, {
      code: 'cart_detail.set_user_address.not_data',
      message: '選択したお届け先が見つかりません。',
    });
    const { toast, actions } = setup({
      modify: async () => Promise.reject(error),
      resetShippings: async () => Promise.reject(error),
    });
    await actions.initCart();
    await actions.modifyCartLine('line-0', 2);
    expect($shippingResetFailed.get()).toBe(true);
    expect($shippingReset.get()).toBe(false);
    expect(toast).toHaveBeenCalledWith(expect.stringContaining('お届け先'));
  });

  it('marks a shipping reset that worked, and keeps the reset cart', async () => {
    const error = new ApiRequestError(422, {
      code: 'cart_detail.set_user_address.not_data',
      message: '選択したお届け先が見つかりません。',
    });
    const emptied = sampleCart([]);
    const { toast, actions } = setup({
      modify: async () => Promise.reject(error),
      resetShippings: async () => emptied,
    });
    await actions.initCart();
    await actions.modifyCartLine('line-0', 2);
    expect($shippingReset.get()).toBe(true);
    expect($shippingResetFailed.get()).toBe(false);
    expect($cart.get()).toEqual(emptied);
    expect(toast).not.toHaveBeenCalled();
  });

  it('recreates a cart the server no longer knows and retries once', async () => {
    const gone = new ApiRequestError(404, { code: 'cart.common.not_found', message: 'x' });
    const add = vi
      .fn()
      .mockRejectedValueOnce(gone)
      .mockResolvedValueOnce(sampleCart([1]));
    const { api, actions } = setup({ add });
    await actions.initCart();
    expect(await actions.addToCart(101, 1)).toEqual({ ok: true });
    expect(api.init).toHaveBeenCalledTimes(2);
  });
});

describe('initCart failures and product_not_found', () => {
  it('shows an init failure’s reason in a toast', async () => {
    const error = new ApiRequestError(422, {
      code: 'x',
      message: 'カートを作成できませんでした。',
    });
    const { toast, actions } = setup({ init: async () => Promise.reject(error) });
    await actions.initCart();
    expect(toast).toHaveBeenCalledWith('カートを作成できませんでした。');
  });

  it('goes back to /cart/ from the confirm page when no product remains', async () => {
    const { navigate, path, actions } = setup({ init: async () => sampleCart([]) });
    path.mockReturnValue('/cart/confirm/');
    await actions.initCart('product_not_found');
    expect(navigate).toHaveBeenCalledWith('/cart/');
  });

  it('stays on the confirm page while products remain, and elsewhere', async () => {
    const { navigate, path, actions } = setup({ init: async () => sampleCart([1]) });
    path.mockReturnValue('/cart/confirm/');
    await actions.initCart('product_not_found');
    path.mockReturnValue('/cart/payment/');
    await actions.initCart('product_not_found');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('loadCartIfAny', () => {
  it('does not create a cart for a visitor without a cart token', async () => {
    const { api, actions } = setup();
    await actions.loadCartIfAny();
    expect(api.init).not.toHaveBeenCalled();
    expect($cart.get()).toBeNull();
  });

  it('loads the cart when the cookie holds a token', async () => {
    const { api, actions } = setup(
      { init: vi.fn(async () => sampleCart([2])) },
      { cartToken: 'tok' },
    );
    await actions.loadCartIfAny();
    expect(api.init).toHaveBeenCalledWith('tok', undefined);
    expect($cartCount.get()).toBe(2);
  });
});

describe('saved count (content pages show it without the cart store)', () => {
  it('follows every loaded or changed cart, and 0 once it is forgotten', async () => {
    $savedCartCount.set(9);
    const { actions } = setup({}, { cartToken: 'tok' });
    $cart.set(undefined);
    expect($savedCartCount.get()).toBe(9);
    await actions.addToCart(101, 1);
    expect($savedCartCount.get()).toBe(1);
    await actions.modifyCartLine('line-0', 2);
    expect($savedCartCount.get()).toBe(2);
    actions.resetCart();
    expect($savedCartCount.get()).toBe(0);
  });
});
