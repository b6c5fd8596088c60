import type { Cart, CartLine } from '../../../src/lib/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../src/lib/checkout/options.messages';
import { PACKING_TAX_RATE } from '../../../src/lib/checkout/packing.constants';

/** One extra row of the quotation table. */
export type QuotationRow = { name: string; rate: number; quantity: number; unit: number };

/** The accessories of a line as quotation rows (under the line). */
export function accessoryRows(line: CartLine): QuotationRow[] {
  return (line.accessories ?? []).map((a) => ({
    name: `　＋ ${a.product_name}`,
    rate: a.tax_rate,
    quantity: a.quantity,
    unit: a.unit_price_with_tax,
  }));
}

/** The packing fees of the cart as quotation rows. */
export function packingRows(cart: Cart): QuotationRow[] {
  return (cart.detail.packings ?? [])
    .filter((p) => p.fee_with_tax > 0)
    .map((p) => ({
      name: `${M.packingLine}（${p.wrapping_name}・お届け先${p.shipping_key}）`,
      rate: PACKING_TAX_RATE,
      quantity: 1,
      unit: p.fee_with_tax,
    }));
}
