import * as v from 'valibot';
import { PRODUCT_PREVIEW_MESSAGES as M } from './product-preview.messages';

/** Query of `POST /v1/admin/products/{key}/preview`: the channel whose page to render (default: the shop's own). */
export const ProductPreviewQuerySchema = v.object({
  channel: v.optional(
    v.pipe(v.string(M.channel), v.trim(), v.minLength(1, M.channel), v.maxLength(64, M.channel)),
  ),
});

/** A preview link: open `url` (on the channel's own host) before it expires. */
export const ProductPreviewSchema = v.object({
  url: v.string(),
  path: v.string(),
  channel: v.string(),
  expires_at: v.string(),
});
/** A preview link as the back office gets it. */
export type ProductPreview = v.InferOutput<typeof ProductPreviewSchema>;
