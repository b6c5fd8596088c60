import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminProductListItemSchema,
  AdminProductListQuerySchema,
  type AdminProductSave,
  AdminProductSavedSchema,
  AdminProductSaveSchema,
  AdminProductSchema,
  ProductVersionSchema,
  ReferenceItemSchema,
} from '../../../../contract/catalog/back-office-products.schema';
import { ERROR_MESSAGES } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { adminProductPage } from './product-list.queries';
import { toAdminProduct } from './product-record.model';
import {
  keptVersion,
  keptVersions,
  productByKey,
  productParts,
  referenceList,
} from './product-record.queries';
import { type SaveOutcome, saveProduct } from './product-save.tx';

const tag = 'admin';
const REFERENCE_LISTS = ['categories', 'brands', 'makers', 'channels'] as const;

/** The fields a restore puts back (never stock: orders taken since would be lost). */
const RESTORED_FIELDS = [
  'name',
  'code',
  'description',
  'product_price',
  'before_price',
  'tax_rate',
  'is_show_product',
  'is_age_restricted',
  'category_id',
  'brand_id',
  'maker_id',
  'channels',
  'publish_from',
  'publish_to',
] as const;

/**
 * The back office's catalogue calls (editors, owners and the admin token): the product list, a
 * whole product, saves based on a version (409 with what changed otherwise), its versions and
 * their restore, and the reference lists of the edit screen. Saves record the change for the
 * channels selling the product, queue their rebuild and write the audit log in one transaction.
 */
export function backOfficeProductRoutes({ token, rebuilder }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  const anyStaff = requireStaff({ allow: ['editor', 'operator', 'token'], adminToken: token });
  const answer = async (c: Context<StaffEnv>, outcome: SaveOutcome) => {
    if (outcome.kind === 'conflict') {
      const code = ERROR_CODES.versionConflict;
      const body = {
        code,
        message: ERROR_MESSAGES[code],
        current: outcome.current,
        changed_fields: outcome.changedFields,
      };
      return c.json(body, 409);
    }
    await rebuilder?.queue(c.get('database'));
    return c.json({ ...outcome.product, publish: { changes: outcome.changes.map((r) => r.id) } });
  };
  const routes = new Hono<StaffEnv>()
    .get(
      '/admin/products',
      describeOperation({
        tag,
        summary:
          '管理画面の商品一覧（キーワード・カテゴリ・ブランド・表示・在庫・チャネルで絞り込み、並べ替え、ページ送りはサーバー側）',
        query: AdminProductListQuerySchema,
        response: AdminProductListItemSchema,
        list: 'paged',
        errors: [401, 403, 422],
      }),
      editors,
      validate('query', AdminProductListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { rows, total, capped } = await adminProductPage(c.get('database').db, query);
        setPagingHeaders(c, { total, per: query.per, current: query.page, capped });
        return c.json({ data: rows });
      },
    )
    .get(
      '/admin/products/:key',
      describeOperation({
        tag,
        summary: '管理画面の商品（すべての項目と、保存のもとになる version）',
        response: AdminProductSchema,
        errors: [401, 403, 404],
      }),
      editors,
      async (c) => {
        const { db } = c.get('database');
        const row = await productByKey(db, c.req.param('key'));
        if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
        return c.json(toAdminProduct(await productParts(db, row)));
      },
    )
    .put(
      '/admin/products/:key',
      describeOperation({
        tag,
        summary:
          '商品の保存（編集を始めた version が必要。古い version からの保存は 409 で、現在の商品と変わった項目を返す）。未知のキーは無視',
        body: AdminProductSaveSchema,
        response: AdminProductSavedSchema,
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', AdminProductSaveSchema),
      async (c) => {
        const { db } = c.get('database');
        return answer(
          c,
          await saveProduct(db, c.get('actor'), c.req.param('key'), c.req.valid('json')),
        );
      },
    )
    .get(
      '/admin/products/:key/versions',
      describeOperation({
        tag,
        summary: '商品の保存された版（新しい順）',
        response: ProductVersionSchema,
        list: 'plain',
        errors: [401, 403, 404],
      }),
      editors,
      async (c) => {
        const { db } = c.get('database');
        const row = await productByKey(db, c.req.param('key'));
        if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
        const rows = await keptVersions(db, row.id);
        const data = rows.map((r) => ({
          version: r.version,
          saved_at: r.savedAt.toISOString(),
          saved_by: r.savedBy,
          saved_by_email: r.savedByEmail,
        }));
        return c.json({ data });
      },
    )
    .post(
      '/admin/products/:key/versions/:n/restore',
      describeOperation({
        tag,
        summary: '保存された版に戻す（新しい版として保存し、公開し直す。在庫は戻さない）',
        response: AdminProductSavedSchema,
        errors: [401, 403, 404, 409],
      }),
      editors,
      async (c) => {
        const { db } = c.get('database');
        const key = c.req.param('key');
        const n = Number(c.req.param('n'));
        const row = await productByKey(db, key);
        const kept = row && Number.isInteger(n) ? await keptVersion(db, row.id, n) : undefined;
        if (!row || !kept) throw new ApiException(404, ERROR_CODES.notFound);
        const fields = Object.fromEntries(
          RESTORED_FIELDS.filter((f) => f in kept.snapshot).map((f) => [f, kept.snapshot[f]]),
        );
        const parsed = v.safeParse(AdminProductSaveSchema, { ...fields, version: row.version });
        if (!parsed.success) throw new ApiException(409, ERROR_CODES.versionConflict);
        const body: AdminProductSave = parsed.output;
        return answer(c, await saveProduct(db, c.get('actor'), key, body, 'product.restore'));
      },
    );
  for (const list of REFERENCE_LISTS) {
    routes.get(
      `/admin/${list}`,
      describeOperation({
        tag,
        summary: `管理画面の参照一覧: ${list}（id と名前）`,
        response: ReferenceItemSchema,
        list: 'plain',
        errors: [401, 403],
      }),
      anyStaff,
      async (c) => c.json({ data: await referenceList(c.get('database').db, list) }),
    );
  }
  return routes;
}
