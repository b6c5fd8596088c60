import * as v from 'valibot';
import { CartAddBodySchema, QuantitySchema } from '../cart/cart.schema';
import { recordId } from '../shared/record-id.schema';

/** Most items one set order may hold. */
export const SET_ITEMS_MAX = 20;

/** `PATCH /v1/carts/products/add-set`: several variants added in one go, all or nothing. */
export const CartAddSetBodySchema = v.object({
  token: CartAddBodySchema.entries.token,
  products: v.pipe(
    v.array(
      v.object({
        product_id: recordId(),
        quantity: QuantitySchema,
      }),
    ),
    v.minLength(1, '商品を選んでください。'),
    v.maxLength(SET_ITEMS_MAX, `一度に追加できるのは${SET_ITEMS_MAX}点までです。`),
  ),
});
export type CartAddSetBody = v.InferOutput<typeof CartAddSetBodySchema>;
