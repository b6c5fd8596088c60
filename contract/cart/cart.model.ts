import { FORMATS } from '../shared/common.messages';
import { BROWSER_ERROR_CODES } from '../shared/error.schema';
import { formatYen } from '../shared/money';
import type { Cart } from './cart.schema';
import { CART_CORE_MESSAGES } from './cart-core.messages';

/** How often a second init caller checks whether the first one finished (spec §9). */
export const INIT_POLL_MS = 100;

/** Number of items in the cart (sum of line quantities); 0 without a cart. */
export function countItems(cart: Cart | null | undefined): number {
  return cart ? cart.detail.products.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/**
 * Turns full-width digits and spaces into ASCII so 「２」 reads as 2.
 * @example toHalfWidthDigits('１２') // '12'
 */
export function toHalfWidthDigits(input: string): string {
  return input
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .trim();
}

/**
 * Per-rate line of the totals.
 * @example taxBreakdownText(10, 3300, 300) // '10%対象 ¥3,300（内消費税 ¥300）'
 */
export function taxBreakdownText(rate: number, amountWithTax: number, tax: number): string {
  return `${CART_CORE_MESSAGES.taxBreakdown(rate)} ${FORMATS.taxIncluded(formatYen(amountWithTax), formatYen(tax))}`;
}

/** Error codes after which the cart must be initialised again (spec §8). */
export function needsReinit(code: string): boolean {
  return code.includes('product_not_found') || code === BROWSER_ERROR_CODES.notSale;
}

/** The first per-field message of a validation error, else the error's message. */
export function firstErrorMessage(error: { message: string; errors: Record<string, string[]> }) {
  const first = Object.values(error.errors).flat()[0];
  return first ?? error.message;
}

/** One line of an order's totals: a label, a yen amount, and whether it is subtracted or the sum. */
export type TotalsRow = { label: string; amount: number; minus?: boolean; sum?: boolean };

type Order = Cart['detail']['order'];

/** Drops the optional lines that are zero; the rest keep their order. */
export function visibleRows(rows: (TotalsRow & { optional?: boolean })[]): TotalsRow[] {
  return rows
    .filter((row) => !row.optional || row.amount > 0)
    .map(({ optional: _optional, ...row }) => row);
}

/**
 * The cart's totals: goods 税込 derived from the total (total_tax is taken after discounts, so
 * total_product + total_tax would shrink with them), the shareholder-benefit allowance apart.
 */
export function cartTotalsRows(order: Order): TotalsRow[] {
  const fee = order.payment_fee ?? 0;
  const benefit = order.benefit_discount ?? 0;
  const goods = order.total_payment - order.total_carriage - fee + order.total_discount;
  return visibleRows([
    { label: CART_CORE_MESSAGES.productTotal, amount: goods },
    { label: CART_CORE_MESSAGES.carriage, amount: order.total_carriage, optional: true },
    { label: CART_CORE_MESSAGES.benefitDiscount, amount: benefit, minus: true, optional: true },
    {
      label: CART_CORE_MESSAGES.discount,
      amount: order.total_discount - benefit,
      minus: true,
      optional: true,
    },
    { label: CART_CORE_MESSAGES.total, amount: order.total_payment, sum: true },
  ]);
}
