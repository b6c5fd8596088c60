import { describe, expect, it } from 'vitest';
import {
  cartTotalsRows,
  countItems,
  needsReinit,
  taxBreakdownText,
  toHalfWidthDigits,
} from './cart.model';
import { sampleCart } from './cart.testing';
import { parseQuantity } from './quantity.model';

describe('cart helpers', () => {
  it('counts items across lines', () => {
    expect(countItems(sampleCart([2, 3]))).toBe(5);
    expect(countItems(null)).toBe(0);
  });

  it('accepts full-width digits in the quantity', () => {
    expect(toHalfWidthDigits(' １２ ')).toBe('12');
    expect(parseQuantity('３')).toEqual({ ok: true, value: 3 });
  });

  it('rejects bad quantities with the Japanese rule messages', () => {
    expect(parseQuantity('0')).toEqual({ ok: false, message: '数量は1以上で入力してください。' });
    expect(parseQuantity('-1')).toEqual({ ok: false, message: '数量は1以上で入力してください。' });
    expect(parseQuantity('1.5')).toEqual({
      ok: false,
      message: '数量は半角数字の整数で入力してください。',
    });
    expect(parseQuantity('abc').ok).toBe(false);
    expect(parseQuantity('100')).toEqual({
      ok: false,
      message: '数量は99以下で入力してください。',
    });
  });

  it('formats the per-rate tax line', () => {
    expect(taxBreakdownText(8, 1080, 80)).toBe('8%対象 ¥1,080（内消費税 ¥80）');
  });

  it('knows which errors reinitialise the cart', () => {
    expect(needsReinit('cart.update_products.product_not_found')).toBe(true);
    expect(needsReinit('cart.update_products.not_sale')).toBe(true);
    expect(needsReinit('cart.update_products.out_of_stock')).toBe(false);
  });
});

describe('cartTotalsRows', () => {
  it('shows the goods before discounts and the shareholder-benefit allowance as 株主優待', () => {
    const order = {
      total_product: 3556,
      total_tax: 25,
      total_carriage: 660,
      total_discount: 3540,
      total_payment: 960,
      benefit_discount: 3240,
      coupon_discount: 300,
      amount_by_tax_rate: [],
    };
    expect(cartTotalsRows(order)).toEqual([
      { label: '商品合計（税込）', amount: 3840 },
      { label: '送料', amount: 660 },
      { label: '株主優待', amount: 3240, minus: true },
      { label: '割引', amount: 300, minus: true },
      { label: '合計（税込）', amount: 960, sum: true },
    ]);
  });
});
