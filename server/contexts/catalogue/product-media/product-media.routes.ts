import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  MAX_IMAGE_BYTES,
  ProductImageAltSchema,
  ProductImageItemSchema,
  ProductImageOrderSchema,
  ProductImageUploadSchema,
  RelationsSaveSchema,
  RelationsSchema,
  SizeTableAnswerSchema,
  SizeTableSaveSchema,
} from '../../../../contract/catalog/product-media.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import {
  changeImageAlt,
  imagesOfKey,
  relationsOfKey,
  removeImage,
  reorderImages,
  saveRelations,
  saveSizeTable,
  uploadImage,
} from './product-media.commands';

const tag = 'admin';
/** Largest request body of a picture upload: the 10 MB file plus the multipart envelope. */
export const IMAGE_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;
/** The upload's path under /v1, mounted apart from /v1's 100 KB body limit (server/app.ts). */
export const IMAGE_UPLOAD_PATH = '/admin/products/:key/images';

const images = { response: ProductImageItemSchema, list: 'plain' } as const;

const imageId = (c: Context) => {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(id)) throw new ApiException(404, ERROR_CODES.notFound);
  return Number(id);
};

/** The rebuild after a change, so the product page shows it (when the app builds sites). */
const publishing = (rebuilder: EditorRouteOptions['rebuilder']) => async (c: Context<StaffEnv>) => {
  await rebuilder?.queue(c.get('database'));
};

/** `POST /v1/admin/products/{key}/images`: one picture, as multipart (fields `file`, `alt`). */
export function productImageUploadRoutes({ token, rebuilder }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  const published = publishing(rebuilder);
  return new Hono<StaffEnv>().post(
    IMAGE_UPLOAD_PATH,
    describeOperation({
      tag,
      summary:
        '商品画像の登録（multipart: file, alt。JPEG・PNG・WebP・AVIF を中身で判定、10MB・4,000万画素まで。800・400・160px の WebP に縮小してデータベースに保存）。商品の画像一覧を返す',
      body: ProductImageUploadSchema,
      ...images,
      errors: [401, 403, 404, 413, 422],
    }),
    editors,
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      const form = type.startsWith('multipart/form-data')
        ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
        : {};
      const alt = v.safeParse(ProductImageUploadSchema.entries.alt, form.alt ?? undefined);
      if (!alt.success) {
        const message = alt.issues[0].message;
        throw new ApiException(422, ERROR_CODES.validation, { alt: [message] }, message);
      }
      const { db } = c.get('database');
      const data = await uploadImage(db, c.get('actor'), c.req.param('key'), {
        file: form.file,
        alt: alt.output ?? '',
      });
      await published(c);
      return c.json({ data }, 201);
    },
  );
}

/**
 * The back office's picture, size-table and related-product calls (editors, owners, the admin
 * token). Every change locks the product, marks the channels selling it stale (their sites
 * rebuild) and writes the audit log in one transaction.
 */
export function productMediaRoutes({ token, rebuilder }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  const published = publishing(rebuilder);
  return new Hono<StaffEnv>()
    .get(
      '/admin/products/:key/images',
      describeOperation({
        tag,
        summary: '商品画像の一覧（表示順）',
        ...images,
        errors: [401, 403, 404],
      }),
      editors,
      async (c) => c.json({ data: await imagesOfKey(c.get('database').db, c.req.param('key')) }),
    )
    .put(
      '/admin/products/:key/images/order',
      describeOperation({
        tag,
        summary:
          '商品画像の並べ替え（すべての画像 ID を新しい順に）。base（編集を始めたときの並び）が今と違えば 409',
        body: ProductImageOrderSchema,
        ...images,
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', ProductImageOrderSchema),
      async (c) => {
        const { db } = c.get('database');
        const key = c.req.param('key');
        const data = await reorderImages(db, c.get('actor'), key, c.req.valid('json'));
        await published(c);
        return c.json({ data });
      },
    )
    .patch(
      '/admin/products/:key/images/:id',
      describeOperation({
        tag,
        summary: '商品画像の代替テキスト。base（編集を始めたときの代替テキスト）が今と違えば 409',
        body: ProductImageAltSchema,
        ...images,
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', ProductImageAltSchema),
      async (c) => {
        const { db } = c.get('database');
        const body = c.req.valid('json');
        const data = await changeImageAlt(db, c.get('actor'), c.req.param('key'), imageId(c), body);
        await published(c);
        return c.json({ data });
      },
    )
    .delete(
      '/admin/products/:key/images/:id',
      describeOperation({ tag, summary: '商品画像の削除', ...images, errors: [401, 403, 404] }),
      editors,
      async (c) => {
        const { db } = c.get('database');
        const data = await removeImage(db, c.get('actor'), c.req.param('key'), imageId(c));
        await published(c);
        return c.json({ data });
      },
    )
    .put(
      '/admin/products/:key/size-table',
      describeOperation({
        tag,
        summary:
          'サイズ表の保存（見出し行と各サイズの行。null で削除）。base（編集を始めたときの表）が今の表と違えば 409',
        body: SizeTableSaveSchema,
        response: SizeTableAnswerSchema,
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', SizeTableSaveSchema),
      async (c) => {
        const { db } = c.get('database');
        const body = c.req.valid('json');
        const saved = await saveSizeTable(db, c.get('actor'), c.req.param('key'), body);
        await published(c);
        return c.json(saved);
      },
    )
    .get(
      '/admin/products/:key/relations',
      describeOperation({
        tag,
        summary: '関連商品・おすすめ商品・付属品（種類ごとに表示順）',
        response: RelationsSchema,
        errors: [401, 403, 404],
      }),
      editors,
      async (c) => c.json(await relationsOfKey(c.get('database').db, c.req.param('key'))),
    )
    .put(
      '/admin/products/:key/relations',
      describeOperation({
        tag,
        summary:
          '関連商品・おすすめ商品・付属品の保存（指定した種類を商品 key の並びで置き換える）。base の種類が今と違えば 409。未知のキーは無視',
        body: RelationsSaveSchema,
        response: RelationsSchema,
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('json', RelationsSaveSchema),
      async (c) => {
        const { db } = c.get('database');
        const body = c.req.valid('json');
        const data = await saveRelations(db, c.get('actor'), c.req.param('key'), body);
        await published(c);
        return c.json(data);
      },
    );
}
