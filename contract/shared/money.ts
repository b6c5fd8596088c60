/** Tax rates the shop sells at, in percent: standard and the reduced rate for food. */
export const TAX_RATES = [10, 8] as const;
export type TaxRate = (typeof TAX_RATES)[number];

/**
 * Tax-included price of one tax-excluded unit price, rounded down.
 * @example withTax(3000, 10) // 3300
 */
export function withTax(priceExcludingTax: number, rate: number): number {
  return Math.floor((priceExcludingTax * (100 + rate)) / 100);
}

/**
 * Tax for a sum of tax-excluded amounts at one rate. Japan's invoice system allows one rounding
 * per rate per document, so callers sum lines first and round here once (down).
 * @example taxForRate(4500, 8) // 360
 */
export function taxForRate(amountExcludingTax: number, rate: number): number {
  return Math.floor((amountExcludingTax * rate) / 100);
}

const yen = new Intl.NumberFormat('ja-JP');

/**
 * Formats a yen amount for display.
 * @example formatYen(3300) // '¥3,300'
 */
export function formatYen(amount: number): string {
  return `¥${yen.format(amount)}`;
}
