import type { Cart } from '../cart/cart.schema';
import type { CartPacking } from '../cart/options-parts.schema';
import { PUNCTUATION as P } from '../shared/common.messages';
import { formatYen } from '../shared/money';
import { OPTION_MESSAGES as M } from './options.messages';

/** How a packing reads: 包装：包装（¥330）／のし：御祝（山田）. */
export function packingText(p: CartPacking): string {
  const wrap =
    p.fee_with_tax > 0
      ? `${p.wrapping_name}${P.paren(formatYen(p.fee_with_tax))}`
      : p.wrapping_name;
  const noshi = p.noshi_name ? `${p.noshi_label}${P.paren(p.noshi_name)}` : p.noshi_label;
  return M.packingSummary(wrap, noshi);
}

/** Whether a packing asks for anything (a wrapping or a のし). */
export const isPacked = (p: CartPacking) => p.wrapping !== 'none' || p.noshi !== 'none';

/** The packing choice the shipping step sends. */
export type PackingChoice = { wrapping: string; noshi: string; noshi_name: string };

/** No wrapping and no のし. */
export const NO_PACKING: PackingChoice = { wrapping: 'none', noshi: 'none', noshi_name: '' };

/** The packing choice of a shipment, the first unless named (none when not set). */
export function packingOf(cart: Cart, shippingKey?: string): PackingChoice {
  const key = shippingKey ?? cart.detail.shippings[0]?.key;
  const p = cart.detail.packings?.find((x) => x.shipping_key === key);
  return p ? { wrapping: p.wrapping, noshi: p.noshi, noshi_name: p.noshi_name } : NO_PACKING;
}
