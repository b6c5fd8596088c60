import { describe, expect, it } from 'vitest';
import {
  type InvoiceSourceLine,
  invoiceFigures,
  isReissue,
  registrationNumber,
} from './invoice.model';

let nextId = 1;
const line = (
  unitPrice: number,
  taxRate: number,
  quantity = 1,
  extra: Partial<InvoiceSourceLine> = {},
) => ({
  id: nextId++,
  productName: `商品${nextId}`,
  variantName: '',
  unitPrice,
  taxRate,
  quantity,
  parentId: null,
  ...extra,
});
const order = (totalPayment: number, extra = {}) => ({
  totalCarriage: 0,
  totalDiscount: 0,
  pointsUsed: 0,
  paymentFee: 0,
  totalPayment,
  ...extra,
});

describe('invoiceFigures', () => {
  it('totals each rate and takes its tax once: 1,000 + 2,000 at 8% and 3,300 at 10%', () => {
    const f = invoiceFigures(order(6870), [line(1000, 8), line(2000, 8), line(3300, 10)]);
    expect(f.rates).toEqual([
      { rate: 10, reduced: false, amountWithTax: 3630, tax: 330 },
      { rate: 8, reduced: true, amountWithTax: 3240, tax: 240 },
    ]);
    expect(f.rates.reduce((s, r) => s + r.amountWithTax, 0)).toBe(f.total);
    expect(f.lines.map((l) => [l.reduced, l.amountWithTax])).toEqual([
      [true, 1080],
      [true, 2160],
      [false, 3630],
    ]);
  });

  it('rounds once per rate, not per line (3 × ¥105 at 8% is ¥25 of tax, not 3 × ¥8)', () => {
    const f = invoiceFigures(order(340), [line(105, 8, 1), line(105, 8, 1), line(105, 8, 1)]);
    expect(f.rates).toEqual([{ rate: 8, reduced: true, amountWithTax: 340, tax: 25 }]);
  });

  it('adds carriage and fees to the 10% total and spreads a discount so the rates add up to the payment', () => {
    const f = invoiceFigures(
      order(3240 + 550 + 330 - 500, { totalCarriage: 550, paymentFee: 330, totalDiscount: 500 }),
      [line(3000, 8)],
    );
    expect(f.rates[0]).toEqual({ rate: 10, reduced: false, amountWithTax: 880, tax: 80 });
    expect(f.rates[1]).toMatchObject({ rate: 8, amountWithTax: 2740, tax: 202 });
    expect(f.rates.reduce((s, r) => s + r.amountWithTax, 0)).toBe(f.total);
    expect(f).toMatchObject({ carriage: 550, fee: 330, discount: 500 });
  });

  it('puts each accessory under its line', () => {
    const shirt = line(5000, 10, 1, { productName: 'シャツ', variantName: 'M' });
    const fee = line(300, 10, 1, { productName: 'ギフト包装', variantName: '包装' });
    const wrap = line(200, 10, 1, { productName: 'リボン', parentId: shirt.id });
    const f = invoiceFigures(order(6050), [shirt, fee, wrap]);
    expect(f.lines.map((l) => l.name)).toEqual([
      'シャツ（M）',
      '　＋ リボン',
      'ギフト包装（包装）',
    ]);
  });
});

describe('registrationNumber', () => {
  it('accepts T and 13 digits only', () => {
    expect(registrationNumber('T1234567890123')).toBe('T1234567890123');
    expect(registrationNumber(' t1234567890123 ')).toBe('T1234567890123');
    expect(registrationNumber('T123')).toBeNull();
    expect(registrationNumber(1234567890123)).toBeNull();
    expect(registrationNumber(undefined)).toBeNull();
  });
});

describe('isReissue', () => {
  it('is false for the first issue and true after', () => {
    expect(isReissue(1)).toBe(false);
    expect(isReissue(2)).toBe(true);
  });
});
