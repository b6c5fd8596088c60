import type { CartAccessory, CartPacking } from '../../../../contract/checkout/options.schema';
import {
  noshiOf,
  PACKING_TAX_RATE,
  wrappingOf,
} from '../../../../contract/checkout/packing-constants';
import { withTax } from '../../../../contract/shared/money';
import { embroideredName, type LineEmbroidery } from './line-embroidery.model';
import type { TotalLine } from './totals.model';

/** One variant and how many to take (for the decision's stock reservation). */
export type StockRequest = { variantId: number; quantity: number; name: string };

/** An accessory of a cart as priced: never more than its line's current quantity. */
export type AccessoryRow = {
  id: number;
  lineId: number;
  variantId: number;
  quantity: number;
  productId: number;
  productKey: string;
  productName: string;
  price: number;
  taxRate: number;
  /** The saved name when the accessory is a name-embroidery service. */
  embroidery?: LineEmbroidery | null;
};

/** A packing (gift wrap, のし) of one shipment of a cart. */
export type CartPackingRow = {
  key: string;
  shippingKey: string;
  wrapping: string;
  noshi: string;
  noshiName: string;
};

/** What a cart holds besides its lines: accessories per line and packings per shipment. */
export type CartOptions = { accessories: AccessoryRow[]; packings: CartPackingRow[] };

/** The packing as the cart shows it, with its fee (tax included). */
export function toCartPacking(p: CartPackingRow): CartPacking {
  const wrapping = wrappingOf(p.wrapping);
  const noshi = noshiOf(p.noshi);
  return {
    key: p.key,
    shipping_key: p.shippingKey,
    wrapping: wrapping.key,
    wrapping_name: wrapping.label,
    noshi: noshi.key,
    noshi_label: noshi.label,
    noshi_name: noshi.key === 'none' ? '' : p.noshiName,
    fee_with_tax: wrapping.feeWithTax,
  };
}

/** The packing fees as lines to total (tax-excluded, standard rate). */
export function packingFeeLines(packings: CartPackingRow[]): TotalLine[] {
  return packings
    .map((p) => wrappingOf(p.wrapping).fee)
    .filter((fee) => fee > 0)
    .map((fee) => ({ unitPrice: fee, taxRate: PACKING_TAX_RATE, quantity: 1 }));
}

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
      product_name: embroideredName(a.productName, a.embroidery),
      quantity: a.quantity,
      unit_price: a.price,
      unit_price_with_tax: withTax(a.price, a.taxRate),
      amount_with_tax: withTax(a.price, a.taxRate) * a.quantity,
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

/** Stock the cart's accessories take, reserved in the same decision as its lines. */
export function accessoryStock(options: CartOptions | undefined): StockRequest[] {
  return (options?.accessories ?? [])
    .filter((a) => a.quantity > 0)
    .map((a) => ({ variantId: a.variantId, quantity: a.quantity, name: a.productName }));
}
