import { describe, expect, it } from 'vitest';
import { orderTotals } from './totals.model';

const rule = { freeThreshold: 5000, defaultFee: 660, perPrefecture: { 沖縄県: 1320 } };

describe('orderTotals (amounts worked out by hand)', () => {
  it('mixed rates with a coupon and points: discount spread by rate, one rounding per rate', () => {
    const t = orderTotals(
      [
        { unitPrice: 4000, taxRate: 10, quantity: 1 },
        { unitPrice: 1250, taxRate: 8, quantity: 2 },
        { unitPrice: 333, taxRate: 8, quantity: 3 },
      ],
      rule,
      { couponDiscount: 500, pointDiscount: 300, prefecture: '東京都' },
    );
    // 10%: 4,000 + 400 = 4,400; 8%: 3,499 + 279 = 3,778; goods 8,178 (free carriage).
    // Discount 800 split 4,400 : 3,778 -> 430 + 369 = 799, the odd yen to the 10% bucket (431).
    expect(t.rates).toEqual([
      { rate: 10, amount: 3609, tax: 360, amountWithTax: 3969 },
      { rate: 8, amount: 3157, tax: 252, amountWithTax: 3409 },
    ]);
    expect(t.totalProduct).toBe(7499);
    expect(t.totalCarriage).toBe(0);
    expect(t.totalDiscount).toBe(800);
    expect(t.totalTax).toBe(612);
    expect(t.totalPayment).toBe(7378);
  });

  it('adds carriage per prefecture and the payment fee to the 10% bucket', () => {
    const t = orderTotals([{ unitPrice: 1500, taxRate: 8, quantity: 2 }], rule, {
      prefecture: '沖縄県',
      paymentFee: 250,
    });
    expect(t.rates).toEqual([
      { rate: 10, amount: 1428, tax: 142, amountWithTax: 1570 },
      { rate: 8, amount: 3000, tax: 240, amountWithTax: 3240 },
    ]);
    expect(t.totalCarriage).toBe(1320);
    expect(t.totalPayment).toBe(4810);
    expect(t.totalTax).toBe(382);
  });

  it('never discounts more than the goods cost', () => {
    const t = orderTotals([{ unitPrice: 100, taxRate: 10, quantity: 1 }], rule, {
      couponDiscount: 500,
      pointDiscount: 50,
    });
    expect(t.totalDiscount).toBe(110);
    expect(t.pointDiscount).toBe(0);
  });

  it('without adjustments matches the per-rate sums', () => {
    const t = orderTotals([{ unitPrice: 3000, taxRate: 10, quantity: 2 }], rule);
    expect(t.totalPayment).toBe(6600);
    expect(t.totalTax).toBe(600);
  });
});
