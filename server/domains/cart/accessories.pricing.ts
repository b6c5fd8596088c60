import type { CartAccessory, CartPacking } from '../../../src/lib/checkout/options.schema';
import { withTax } from '../../../src/lib/shared/money';
import type { TotalLine } from '../../services/totals';
import type { AccessoryRow, CartPackingRow } from './cart-state';
import { packingFeeLines, toCartPacking } from './packings.service';

/** What a cart holds besides its lines: accessories per line and packings per shipment. */
export type CartOptions = { accessories: AccessoryRow[]; packings: CartPackingRow[] };

/** Accessories and packing fees as lines to total, each at its own price and tax rate. */
export function optionLines(options: CartOptions | undefined): TotalLine[] {
  if (!options) return [];
  return [
    ...options.accessories
      .filter((a) => a.quantity > 0)
      .map((a) => ({ unitPrice: a.price, taxRate: a.taxRate, quantity: a.quantity })),
    ...packingFeeLines(options.packings),
  ];
}

/** The accessories of one cart line as the cart shows them. */
export function accessoriesOfLine(
  options: CartOptions | undefined,
  lineId: number,
): CartAccessory[] {
  return (options?.accessories ?? [])
    .filter((a) => a.lineId === lineId && a.quantity > 0)
    .map((a) => ({
      product_id: a.variantId,
      product_key: a.productKey,
      product_name: a.productName,
      quantity: a.quantity,
      unit_price: a.price,
      unit_price_with_tax: withTax(a.price, a.taxRate),
      tax_rate: a.taxRate,
    }));
}

/** The packing fees of the cart, tax included (already part of the goods and the 10% bucket). */
export function packingFeeWithTax(options: CartOptions | undefined): number {
  return cartPackingsOf(options).reduce((sum, p) => sum + p.fee_with_tax, 0);
}

/** The packings as the cart shows them. */
export function cartPackingsOf(options: CartOptions | undefined): CartPacking[] {
  return (options?.packings ?? []).map(toCartPacking);
}
