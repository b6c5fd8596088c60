import { Hono } from 'hono';
import { ProductSchema } from '../../../../contract/catalog/catalog.schema';
import { ProductPatchSchema } from '../../../../contract/catalog/products-admin.schema';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { editProduct } from './products-admin.commands';

/**
 * The editors' product call (`Authorization: Bearer <ADMIN_TOKEN>`): changes a product the
 * request's channel sells, records the change for the channels selling it and queues a rebuild.
 * The change writes its own audit row (fields before and after) inside its transaction, so the
 * guard is `requireStaff`, not `requireAdmin` (whose row after the call would only hold the body).
 */
export function adminProductRoutes({ token, rebuilder }: EditorRouteOptions) {
  return new Hono<StaffEnv>().patch(
    '/admin/products/:key',
    describeOperation({
      tag: 'admin',
      summary:
        '商品の名前・説明・価格・元値・表示を変更（ADMIN_TOKEN）。販売チャネルのサイトを再ビルド',
      body: ProductPatchSchema,
      response: ProductSchema,
      errors: [400, 401, 404, 422],
    }),
    requireStaff({ allow: ['editor', 'token'], adminToken: token }),
    validate('json', ProductPatchSchema),
    async (c) => {
      const database = c.get('database');
      const key = c.req.param('key');
      const product = await editProduct(
        database.db,
        c.get('actor'),
        c.get('channel').id,
        key,
        c.req.valid('json'),
      );
      await rebuilder?.queue(database);
      return c.json(product);
    },
  );
}
