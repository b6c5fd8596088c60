import type { CartCheckoutState } from '../../db/schema/index';
import { type CarriageRule, carriageFee, totalsByRate } from '../../services/totals';
import { allocate, shipmentsOf } from './shipments';

/** A priced cart line: its key, quantity, tax-excluded unit price and tax rate. */
export type PricedLine = { key: string; quantity: number; unitPrice: number; taxRate: number };

/**
 * Carriage of each shipment by key: the carriage rule applied to that shipment's own goods
 * (tax included, free over the threshold) and its prefecture. A cart with no shipment yet is
 * priced as one shipment holding everything.
 */
export function shipmentCarriage(
  lines: PricedLine[],
  checkout: CartCheckoutState,
  rule: CarriageRule,
): Map<string, number> {
  const byKey = new Map(lines.map((l) => [l.key, l]));
  const shipments = new Map(shipmentsOf(checkout).map((s) => [s.key, s]));
  const out = new Map<string, number>();
  for (const [key, parts] of allocate(lines, checkout)) {
    const goods = totalsByRate(
      parts.flatMap((p) => {
        const line = byKey.get(p.key);
        return line
          ? [{ unitPrice: line.unitPrice, taxRate: line.taxRate, quantity: p.quantity }]
          : [];
      }),
    ).reduce((sum, r) => sum + r.amountWithTax, 0);
    out.set(key, carriageFee(goods, rule, shipments.get(key)?.address?.prefecture ?? null));
  }
  return out;
}

/** The order's carriage: the sum over its shipments. */
export function totalCarriage(carriage: Map<string, number>): number {
  return [...carriage.values()].reduce((sum, fee) => sum + fee, 0);
}
