import { describe, expect, it } from 'vitest';
import { carriageFee, documentTotals, totalsByRate } from './totals.model';

const rule = { freeThreshold: 5000, defaultFee: 660, perPrefecture: { 沖縄県: 1320 } };

describe('totalsByRate', () => {
  it('sums per rate and rounds tax once per rate, highest rate first', () => {
    const rates = totalsByRate([
      { unitPrice: 333, taxRate: 8, quantity: 3 },
      { unitPrice: 1001, taxRate: 10, quantity: 1 },
      { unitPrice: 1, taxRate: 8, quantity: 1 },
    ]);
    expect(rates).toEqual([
      { rate: 10, amount: 1001, tax: 100, amountWithTax: 1101 },
      { rate: 8, amount: 1000, tax: 80, amountWithTax: 1080 },
    ]);
  });
});

describe('carriageFee', () => {
  it('is free at the threshold and for an empty order', () => {
    expect(carriageFee(5000, rule)).toBe(0);
    expect(carriageFee(0, rule)).toBe(0);
  });

  it('charges the prefecture fee or the default below the threshold', () => {
    expect(carriageFee(4999, rule)).toBe(660);
    expect(carriageFee(4999, rule, '沖縄県')).toBe(1320);
    expect(carriageFee(4999, rule, '北海道')).toBe(660);
  });
});

describe('documentTotals', () => {
  it('adds tax and carriage into the payment', () => {
    const t = documentTotals([{ unitPrice: 1000, taxRate: 10, quantity: 2 }], rule);
    expect(t).toMatchObject({
      totalProduct: 2000,
      totalTax: 200,
      totalCarriage: 660,
      totalPayment: 2860,
    });
  });
});
