import { Hono } from 'hono';
import {
  AdminProductCreateSchema,
  AdminProductSchema,
} from '../../../../contract/catalog/back-office-products.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { createProduct, duplicateProduct } from './product-create.tx';
import { setProductDeleted } from './product-delete.tx';

const tag = 'admin';

/**
 * The back office's catalogue writes that add or remove products (editors, owners, the admin
 * token): create, duplicate, delete softly and bring back. Each is one transaction with its
 * version, audit row and channel change, then the channels' rebuild is queued.
 */
export function productCatalogueRoutes({ token, rebuilder }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  return new Hono<StaffEnv>()
    .post(
      '/admin/products',
      describeOperation({
        tag,
        summary:
          '商品の新規登録（規格・在庫を含む。版 1 として保存し、監査ログに記録、販売チャネルを再構築）。商品コードと商品キーは重複不可。未知のキーは無視',
        body: AdminProductCreateSchema,
        response: AdminProductSchema,
        errors: [401, 403, 422],
      }),
      editors,
      validate('json', AdminProductCreateSchema),
      async (c) => {
        const { db } = c.get('database');
        const product = await createProduct(db, c.get('actor'), c.req.valid('json'));
        await rebuilder?.queue(c.get('database'));
        return c.json(product, 201);
      },
    )
    .post(
      '/admin/products/:key/duplicate',
      describeOperation({
        tag,
        summary:
          '商品の複製（非表示の新しい商品「〜（コピー）」。新しい商品キーとコード、規格は在庫 0 で複製）',
        response: AdminProductSchema,
        errors: [401, 403, 404],
      }),
      editors,
      async (c) => {
        const { db } = c.get('database');
        const copy = await duplicateProduct(db, c.get('actor'), c.req.param('key'));
        if (!copy) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
        await rebuilder?.queue(c.get('database'));
        return c.json(copy, 201);
      },
    )
    .delete(
      '/admin/products/:key',
      describeOperation({
        tag,
        summary:
          '商品の削除（論理削除: ショップと一覧から消え、deleted の絞り込みで表示、元に戻せる）',
        response: AdminProductSchema,
        errors: [401, 403, 404],
      }),
      editors,
      async (c) => {
        const { db } = c.get('database');
        const product = await setProductDeleted(db, c.get('actor'), c.req.param('key'), true);
        await rebuilder?.queue(c.get('database'));
        return c.json(product);
      },
    )
    .post(
      '/admin/products/:key/undelete',
      describeOperation({
        tag,
        summary: '削除した商品を元に戻す（削除前の表示設定でショップに戻る）',
        response: AdminProductSchema,
        errors: [401, 403, 404],
      }),
      editors,
      async (c) => {
        const { db } = c.get('database');
        const product = await setProductDeleted(db, c.get('actor'), c.req.param('key'), false);
        await rebuilder?.queue(c.get('database'));
        return c.json(product);
      },
    );
}
