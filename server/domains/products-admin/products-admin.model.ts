import type { ProductPatch } from '../../../contract/catalog/products-admin.schema';
import { sanitizeRichHtml } from '../../services/sanitize';

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
