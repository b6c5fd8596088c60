import * as v from 'valibot';
import { toHalfWidthDigits } from './cart.model';
import { QuantitySchema } from './cart.schema';
import { CART_CORE_MESSAGES } from './cart-core.messages';

/**
 * Parses a quantity field (full-width digits allowed) with the shared quantity rule. Apart from
 * cart.model: the add-to-cart form loads it (with the schema and valibot) when it is sent.
 */
export function parseQuantity(
  input: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const text = toHalfWidthDigits(input);
  const value = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  const result = v.safeParse(QuantitySchema, value);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, message: result.issues[0]?.message ?? CART_CORE_MESSAGES.quantityInteger };
}
