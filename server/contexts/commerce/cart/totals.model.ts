import { taxForRate } from '../../../../contract/shared/money';

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

/** What changes an order's totals beyond its lines. */
export type OrderAdjustments = {
  prefecture?: string | null;
  couponDiscount?: number;
  pointDiscount?: number;
  /** Shareholder-benefit allowance (tax included) available; spent before coupons and points. */
  benefitDiscount?: number;
  paymentFee?: number;
  /** Carriage already worked out (e.g. summed per shipment), instead of the rule on all goods. */
  carriage?: number;
};

/** Splits a tax-included discount over the rates in proportion to their amounts; the rest goes to the first. */
function allocate(discount: number, rates: RateTotal[]): number[] {
  const base = rates.reduce((sum, r) => sum + r.amountWithTax, 0);
  if (discount <= 0 || base <= 0) return rates.map(() => 0);
  const shares = rates.map((r) => Math.floor((discount * r.amountWithTax) / base));
  shares[0] = (shares[0] ?? 0) + discount - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** Tax contained in a tax-included amount at one rate, rounded down once. */
function taxIncluded(amountWithTax: number, rate: number): number {
  return Math.floor((amountWithTax * rate) / (100 + rate));
}

/**
 * Order totals under Japan's invoice rules: lines summed per rate, discounts (tax included) spread
 * over the rates, carriage and payment fee (tax included, standard rate) added to the 10% bucket,
 * and the tax of a changed bucket taken once from its tax-included amount.
 */
export function orderTotals(lines: TotalLine[], rule: CarriageRule, adj: OrderAdjustments = {}) {
  const base = totalsByRate(lines);
  const goodsWithTax = base.reduce((sum, r) => sum + r.amountWithTax, 0);
  const totalCarriage = adj.carriage ?? carriageFee(goodsWithTax, rule, adj.prefecture);
  const benefitDiscount = Math.min(adj.benefitDiscount ?? 0, goodsWithTax);
  const couponDiscount = Math.min(adj.couponDiscount ?? 0, goodsWithTax - benefitDiscount);
  const pointDiscount = Math.min(
    adj.pointDiscount ?? 0,
    goodsWithTax - benefitDiscount - couponDiscount,
  );
  const paymentFee = adj.paymentFee ?? 0;
  const shares = allocate(benefitDiscount + couponDiscount + pointDiscount, base);
  const extra = totalCarriage + paymentFee;
  if (extra > 0 && !base.some((r) => r.rate === 10)) {
    base.unshift({ rate: 10, amount: 0, tax: 0, amountWithTax: 0 });
    shares.unshift(0);
  }
  const rates = base.map((r, i) => {
    const added = (r.rate === 10 ? extra : 0) - (shares[i] ?? 0);
    if (added === 0) return r;
    const amountWithTax = r.amountWithTax + added;
    const tax = taxIncluded(amountWithTax, r.rate);
    return { rate: r.rate, amount: amountWithTax - tax, tax, amountWithTax };
  });
  return {
    rates,
    totalProduct: sumAmount(lines),
    totalTax: rates.reduce((sum, r) => sum + r.tax, 0),
    totalCarriage,
    couponDiscount,
    pointDiscount,
    benefitDiscount,
    totalDiscount: benefitDiscount + couponDiscount + pointDiscount,
    paymentFee,
    goodsWithTax,
    totalPayment: rates.reduce((sum, r) => sum + r.amountWithTax, 0),
  };
}

function sumAmount(lines: TotalLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}
