import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { VariantInput } from '../../../../contract/catalog/back-office-catalogue.schema';
import type { Tx } from '../../../db/client';
import { productVariants } from '../../../db/schema/index';
import {
  type StoredVariant,
  savedStock,
  variantName,
  variantProblem,
} from './product-variants.model';

/**
 * Locks every variant of a product, in id order, as checkout's stock UPDATEs lock theirs: a save
 * waits for an order that is taking stock (and an order for the save), so neither loses a count.
 */
export function lockProductVariants(tx: Tx, productId: number): Promise<StoredVariant[]> {
  return tx
    .select({
      id: productVariants.id,
      code: productVariants.code,
      stock: productVariants.stock,
      sort: productVariants.sort,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/** Locks the product's variants and answers what is wrong with a save's variants, or null. */
export async function checkVariants(
  tx: Tx,
  productId: number,
  inputs: VariantInput[],
  removedIds: number[],
): Promise<{ stored: StoredVariant[]; problem: string | null }> {
  if (inputs.length === 0 && removedIds.length === 0) return { stored: [], problem: null };
  const stored = await lockProductVariants(tx, productId);
  return { stored, problem: variantProblem(stored, inputs, removedIds) };
}

/**
 * Removes variants: hidden when an order took their stock (`ordered`; the order keeps its line),
 * deleted otherwise. The rows are locked by `checkVariants`, as checkout's stock UPDATE locks them.
 */
async function removeVariants(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const ordered = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(inArray(productVariants.id, ids), eq(productVariants.ordered, true)));
  const keep = new Set(ordered.map((row) => row.id));
  const hide = ids.filter((id) => keep.has(id));
  const drop = ids.filter((id) => !keep.has(id));
  if (hide.length) {
    await tx
      .update(productVariants)
      .set({ isHidden: true, updatedAt: new Date() })
      .where(inArray(productVariants.id, hide));
  }
  if (drop.length) await tx.delete(productVariants).where(inArray(productVariants.id, drop));
}

/** Changes one stored variant: the fields given, and its stock delta-safe (see `savedStock`). */
async function updateVariant(tx: Tx, stored: StoredVariant, input: VariantInput): Promise<void> {
  const code = input.code ?? stored.code;
  const labels = input.code || input.colour || input.size || input.name;
  await tx
    .update(productVariants)
    .set({
      ...(input.code ? { code } : {}),
      ...(labels ? { name: variantName(input, code), colour: input.colour, size: input.size } : {}),
      stock: savedStock(stored.stock, input),
      updatedAt: new Date(),
    })
    .where(eq(productVariants.id, stored.id));
}

/**
 * Writes a checked save's variants (after `checkVariants`, whose locks it relies on): removes,
 * changes and adds them, new ones after the existing in the order given.
 */
export async function writeVariants(
  tx: Tx,
  productId: number,
  stored: StoredVariant[],
  inputs: VariantInput[],
  removedIds: number[],
): Promise<void> {
  await removeVariants(tx, removedIds);
  const byId = new Map(stored.map((variant) => [variant.id, variant]));
  for (const input of inputs) {
    const current = input.id === undefined ? undefined : byId.get(input.id);
    if (current) await updateVariant(tx, current, input);
  }
  const added = inputs.filter((input) => input.id === undefined);
  if (added.length === 0) return;
  const [last] = await tx
    .select({ sort: max(productVariants.sort) })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId)));
  const start = (last?.sort ?? 0) + 1;
  await tx.insert(productVariants).values(
    added.map((input, index) => {
      const code = input.code ?? '';
      return {
        productId,
        code,
        name: variantName(input, code),
        colour: input.colour ?? '',
        size: input.size ?? '',
        stock: input.stock ?? 0,
        sort: start + index,
      };
    }),
  );
}
