import type { ProductPatch } from '../../../../contract/catalog/products-admin.schema';
import { sanitizeRichHtml } from '../../../services/sanitize';

/** The product columns an editor's change sets (only those the change names). */
export type ProductChanges = {
  name?: string;
  detailHtml?: string;
  price?: number;
  beforePrice?: number | null;
  isShow?: boolean;
};

/** Maps an editor's patch to product columns; the description is stored already sanitised. */
export function toProductChanges(patch: ProductPatch): ProductChanges {
  const changes: ProductChanges = {};
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.description !== undefined) changes.detailHtml = sanitizeRichHtml(patch.description);
  if (patch.product_price !== undefined) changes.price = patch.product_price;
  if (patch.before_price !== undefined) changes.beforePrice = patch.before_price;
  if (patch.is_show_product !== undefined) changes.isShow = patch.is_show_product;
  return changes;
}

/** The columns of the older call, by the names its body and the audit log use. */
const PATCH_FIELDS = {
  name: 'name',
  description: 'detailHtml',
  product_price: 'price',
  before_price: 'beforePrice',
  is_show_product: 'isShow',
} as const;

type PatchColumns = { [C in (typeof PATCH_FIELDS)[keyof typeof PATCH_FIELDS]]: unknown };

/** The fields of the older call that a change changed, before and after (as a save audits them). */
export function auditedPatchFields(before: PatchColumns, after: PatchColumns) {
  const changed = Object.entries(PATCH_FIELDS).filter(
    ([, column]) => JSON.stringify(before[column]) !== JSON.stringify(after[column]),
  );
  return {
    before: Object.fromEntries(changed.map(([field, column]) => [field, before[column]])),
    after: Object.fromEntries(changed.map(([field, column]) => [field, after[column]])),
  };
}
