import { withTax } from '../../../../contract/shared/money';

/**
 * What an order spends of the allowance: as much of the goods (tax included) as it covers.
 * @example allowanceSpend(3000, 4500) // 3000
 */
export function allowanceSpend(remaining: number, goodsWithTax: number): number {
  return Math.max(0, Math.min(remaining, goodsWithTax));
}

/** What a member's usable vouchers hold now: yen of points and item units. */
export type Allowance = { points: number; items: number };

/** What an order spends of the allowance: item units (worth `itemsYen`) and yen of points. */
export type BenefitCover = { items: number; itemsYen: number; points: number };

/** A cart line as the items allowance sees it: tax-excluded unit price, rate, quantity. */
export type CoverLine = { unitPrice: number; taxRate: number; quantity: number };

/** The tax-included prices of the lines' units, most expensive first. */
function unitsByPrice(lines: CoverLine[]): number[] {
  return lines
    .flatMap((l) => Array.from({ length: l.quantity }, () => withTax(l.unitPrice, l.taxRate)))
    .sort((a, b) => b - a);
}

/**
 * What the allowance covers: the items allowance takes the most expensive units first (each at its
 * tax-included price), then points cover what is left of the goods, never more than `goodsWithTax`.
 * @example benefitCover({ points: 0, items: 1 }, [{ unitPrice: 1000, taxRate: 8, quantity: 2 }], 2160)
 * // { items: 1, itemsYen: 1080, points: 0 }
 */
export function benefitCover(
  allowance: Allowance,
  lines: CoverLine[],
  goodsWithTax: number,
): BenefitCover {
  const units = unitsByPrice(lines).slice(0, Math.max(0, allowance.items));
  const itemsYen = Math.min(
    goodsWithTax,
    units.reduce((sum, u) => sum + u, 0),
  );
  const points = allowanceSpend(Math.max(0, allowance.points), goodsWithTax - itemsYen);
  return { items: units.length, itemsYen, points };
}
