import { taxForRate } from '../../src/lib/shared/money';

/** A line to total: tax-excluded unit price, tax rate in percent, quantity. */
export type TotalLine = { unitPrice: number; taxRate: number; quantity: number };

/** Tax-excluded amount, tax and tax-included amount of one tax rate. */
export type RateTotal = { rate: number; amount: number; tax: number; amountWithTax: number };

/** Shipping fee rules (one row of carriage_settings). */
export type CarriageRule = {
  freeThreshold: number;
  defaultFee: number;
  perPrefecture: Record<string, number>;
};

/** Sums tax-excluded amounts per rate and rounds tax once per rate (highest rate first). */
export function totalsByRate(lines: TotalLine[]): RateTotal[] {
  const byRate = new Map<number, number>();
  for (const l of lines) {
    byRate.set(l.taxRate, (byRate.get(l.taxRate) ?? 0) + l.unitPrice * l.quantity);
  }
  return [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, amount]) => {
      const tax = taxForRate(amount, rate);
      return { rate, amount, tax, amountWithTax: amount + tax };
    });
}

/** Shipping fee: free at or above the threshold (tax included), else per prefecture or default. */
export function carriageFee(
  totalWithTax: number,
  rule: CarriageRule,
  prefecture?: string | null,
): number {
  if (totalWithTax <= 0 || totalWithTax >= rule.freeThreshold) return 0;
  return (prefecture ? rule.perPrefecture[prefecture] : undefined) ?? rule.defaultFee;
}

/** Whole-document totals: products (tax-excluded), tax, carriage and payment. */
export function documentTotals(lines: TotalLine[], rule: CarriageRule, prefecture?: string | null) {
  const rates = totalsByRate(lines);
  const totalProduct = rates.reduce((sum, r) => sum + r.amount, 0);
  const totalTax = rates.reduce((sum, r) => sum + r.tax, 0);
  const totalCarriage = carriageFee(totalProduct + totalTax, rule, prefecture);
  return {
    rates,
    totalProduct,
    totalTax,
    totalCarriage,
    totalPayment: totalProduct + totalTax + totalCarriage,
  };
}
