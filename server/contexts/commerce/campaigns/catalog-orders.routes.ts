import { Hono } from 'hono';
import {
  CatalogOrderBodySchema,
  CatalogOrderReceiptSchema,
} from '../../../../contract/content/catalog-order.schema';
import { CatalogSchema } from '../../../../contract/content/promotions.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { type OptionalMemberEnv, optionalMember } from '../../../http/auth';
import { guardForm } from '../../../http/bot-guard';
import { ApiException } from '../../../http/errors';
import { BOT_FORMS } from '../../../http/form-limits';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { CAMPAIGN_SERVER_MESSAGES } from './campaigns.messages';
import {
  type CatalogRow,
  catalogsByIds,
  insertCatalogOrder,
  listCatalogs,
} from './catalog-orders.queries';

/** Path of one drawn catalogue page (1-based). */
export const catalogPagePath = (key: string, n: number) =>
  `/media/catalogs/${encodeURIComponent(key)}/${n}.svg`;

const toCatalog = (c: CatalogRow) => ({
  id: c.id,
  key: c.key,
  title: c.title,
  description: c.description,
  is_orderable: c.isOrderable,
  cover_path: catalogPagePath(c.key, 1),
  pages: c.pages.map((p, i) => ({
    number: i + 1,
    heading: p.heading,
    image_path: catalogPagePath(c.key, i + 1),
  })),
});

/** Message when a requested catalogue cannot be ordered. */
export const NOT_ORDERABLE = CAMPAIGN_SERVER_MESSAGES.notOrderable;

/** Printed catalogues (`GET /v1/catalog`) and requests to post them (`POST /v1/catalog-orders`). */
export const catalogOrderRoutes = new Hono<OptionalMemberEnv>()
  .get(
    '/catalog',
    describeOperation({
      tag: 'promotions',
      summary: '紙のカタログとデジタルカタログのページ',
      response: CatalogSchema,
      list: 'plain',
      errors: [],
    }),
    async (c) => {
      const rows = await listCatalogs(c.get('database').db);
      return c.json({ data: rows.map(toCatalog) });
    },
  )
  .post(
    '/catalog-orders',
    describeOperation({
      tag: 'promotions',
      summary: 'カタログ請求',
      body: CatalogOrderBodySchema,
      response: CatalogOrderReceiptSchema,
      errors: [400, 422, 429],
    }),
    optionalMember,
    guardForm(BOT_FORMS.catalogOrder),
    validate('json', CatalogOrderBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.get('database');
      const ids = [...new Set(body.catalog_ids)];
      const found = await catalogsByIds(db, ids);
      if (found.length !== ids.length || found.some((f) => !f.isOrderable)) {
        throw new ApiException(422, ERROR_CODES.validation, { catalog_ids: [NOT_ORDERABLE] });
      }
      const row = await insertCatalogOrder(db, {
        userId: c.get('userId') ?? null,
        catalogIds: ids,
        name: body.name,
        nameKana: body.name_kana,
        email: body.email,
        postalCode: body.postal_code.replace('-', ''),
        prefecture: body.prefecture,
        city: body.city,
        address1: body.address1,
        address2: body.address2,
        phoneNumber: body.phone_number,
        note: body.note,
      });
      if (!row) throw new ApiException(500, ERROR_CODES.internal);
      return c.json(
        {
          id: row.id,
          catalogs: found.map((f) => ({ id: f.id, title: f.title })),
          created_at: row.createdAt.toISOString(),
        },
        201,
      );
    },
  );
