import * as v from 'valibot';

/** Key of the member's default favourites list (spec: "a favourites list"). */
export const FAVOURITE_LIST_KEY = 'favorite';

/** Reply of `POST` and `DELETE /v1/products/{key}/likes`. */
export const LikeResultSchema = v.object({ product_id: v.number(), is_favorite: v.boolean() });
export type LikeResult = v.InferOutput<typeof LikeResultSchema>;
