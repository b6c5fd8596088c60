import * as v from 'valibot';
import { RECORD_ID_MAX } from '../shared/record-id.schema';
import { PRODUCT_PREVIEW_MESSAGES as M } from './product-preview.messages';

/** Query of `POST /v1/admin/products/{key}/preview`: the channel whose page to render (default: the shop's own). */
export const ProductPreviewQuerySchema = v.object({
  channel: v.optional(
    v.pipe(v.string(M.channel), v.trim(), v.minLength(1, M.channel), v.maxLength(64, M.channel)),
  ),
});

/**
 * Query of `POST /v1/admin/products/{key}/preview/saved`: the channel, and optionally a pending
 * scheduled change (its id) to show the saved product as it will be at that change's time.
 */
export const ProductSavedPreviewQuerySchema = v.object({
  ...ProductPreviewQuerySchema.entries,
  schedule: v.optional(
    v.pipe(
      v.string(M.schedule),
      v.regex(/^[1-9]\d{0,9}$/, M.schedule),
      v.transform(Number),
      v.maxValue(RECORD_ID_MAX, M.schedule),
    ),
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
