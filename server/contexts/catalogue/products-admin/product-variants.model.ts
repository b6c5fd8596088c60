import { BACK_OFFICE_CATALOGUE_MESSAGES as C } from '../../../../contract/catalog/back-office-catalogue.messages';
import type { VariantInput } from '../../../../contract/catalog/back-office-catalogue.schema';
import { BACK_OFFICE_PRODUCT_MESSAGES as M } from '../../../../contract/catalog/back-office-products.messages';

/** A variant row as a save reads it (locked). */
export type StoredVariant = { id: number; code: string; stock: number; sort: number };

/** The name a variant shows when the editor gave none: its colour and size, else its code. */
export function variantName(
  input: { name?: string; colour?: string; size?: string },
  code: string,
) {
  if (input.name) return input.name;
  const parts = [input.colour, input.size].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' / ') : code;
}

/**
 * What is wrong with a save's variants against the product's own (`stored`, hidden ones too): ids
 * it does not have, new variants without a code, codes used twice. Answers the message, or null.
 */
export function variantProblem(
  stored: StoredVariant[],
  inputs: VariantInput[],
  removedIds: number[],
): string | null {
  const byId = new Map(stored.map((variant) => [variant.id, variant]));
  const named = [
    ...inputs.flatMap((input) => (input.id === undefined ? [] : [input.id])),
    ...removedIds,
  ];
  if (named.some((id) => !byId.has(id))) return M.variantUnknown;
  if (inputs.some((input) => input.id === undefined && !input.code)) return C.variantCodeRequired;
  // A removed variant may stay (hidden) for its orders, so its code stays taken.
  const codes = new Map<number | string, string>();
  for (const variant of stored) codes.set(variant.id, variant.code);
  inputs.forEach((input, index) => {
    if (input.code) codes.set(input.id ?? `new-${index}`, input.code);
  });
  const all = [...codes.values()];
  return new Set(all).size === all.length ? null : C.variantCodeDuplicate;
}

/**
 * The stock a save leaves: moved by what the editor changed (`stock - stock_base`) on top of the
 * stock now, so orders taken since the editor read it still count; set as given without a base.
 * Never below 0.
 */
export function savedStock(now: number, input: { stock?: number; stock_base?: number }): number {
  if (input.stock === undefined) return now;
  if (input.stock_base === undefined) return input.stock;
  return Math.max(0, now + input.stock - input.stock_base);
}
