import { formatYen } from '../shared/money';
import { OPTION_MESSAGES as M } from './options.messages';
import type { CartPacking } from './options-parts.schema';

/** How a packing reads: 包装：包装（¥330）／のし：御祝（山田）. */
export function packingText(p: CartPacking): string {
  const wrap =
    p.fee_with_tax > 0 ? `${p.wrapping_name}（${formatYen(p.fee_with_tax)}）` : p.wrapping_name;
  const noshi = p.noshi_name ? `${p.noshi_label}（${p.noshi_name}）` : p.noshi_label;
  return M.packingSummary(wrap, noshi);
}

/** Whether a packing asks for anything (a wrapping or a のし). */
export const isPacked = (p: CartPacking) => p.wrapping !== 'none' || p.noshi !== 'none';
