import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { ProductListQuery } from '../../../../contract/catalog/catalog.schema';
import {
  CategoryNodeSchema,
  CollectionQuerySchema,
  CollectionSchema,
  CollectionSummarySchema,
  ProductFeedQuerySchema,
  ProductFeedSchema,
  ProductListItemSchema,
  ProductListQuerySchema,
  ProductSchema,
  TagSchema,
} from '../../../../contract/catalog/catalog.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { type OptionalMemberEnv, optionalMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { type Paging, setPagingHeaders } from '../../../http/paging';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { toCategoryTree } from './catalog.model';
import { findProduct, loadCategories } from './catalog.queries';
import { listItems, presentProducts } from './catalog-view.queries';
import { findCollection, listCollections } from './collections.queries';
import { feedRows, listProducts } from './product-list.queries';
import { listTags, recommendedRows, relatedRows } from './relations.queries';
import { SEARCH_RESULT_CAP } from './search.queries';
import { queryTerms } from './sql-fragments.queries';

/** Query of `GET /v1/categories/hierarchy`. */
export const HierarchyQuerySchema = v.object({
  table: v.optional(v.picklist(['products', 'inquiries']), 'products'),
});

type Ctx = Context<OptionalMemberEnv>;

async function requireProduct(c: Ctx) {
  const { db } = c.get('database');
  const row = await findProduct(db, c.get('channel').id, { key: c.req.param('key') ?? '' });
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  return row;
}

/** The paging of a product list: a keyword's list stops at SEARCH_RESULT_CAP (its count at one more). */
function listPaging(query: ProductListQuery, total: number): Paging {
  const capped = queryTerms(query).length > 0 && total > SEARCH_RESULT_CAP;
  const shown = capped ? SEARCH_RESULT_CAP : total;
  return { total: shown, per: query.per, current: query.page, capped };
}

/** Catalogue routes: products (with `is_favorite` for members), links, tags, categories, collections. */
/** The description of a product's related list (recommended, related, accessories). */
const relatedList = (summary: string) =>
  ({ summary, tag: 'catalog', response: ProductSchema, list: 'plain', errors: [404] }) as const;

export const catalogRoutes = new Hono<OptionalMemberEnv>()
  .get(
    '/products',
    describeOperation({
      summary: '商品一覧（15件/ページ）',
      tag: 'catalog',
      query: ProductListQuerySchema,
      response: v.union([ProductSchema, ProductListItemSchema]),
      list: 'paged',
      errors: [404, 422],
    }),
    optionalMember,
    validate('query', ProductListQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { db } = c.get('database');
      const channelId = c.get('channel').id;
      const userId = c.get('userId');
      if (query.fields === 'list') {
        const { items, total } = await listItems(db, channelId, query, userId);
        setPagingHeaders(c, listPaging(query, total));
        return c.json({ data: items });
      }
      const { rows, total } = await listProducts(db, channelId, query);
      setPagingHeaders(c, listPaging(query, total));
      return c.json({ data: await presentProducts(db, rows, userId) });
    },
  )
  .get(
    '/product-feed',
    describeOperation({
      summary: '全商品（id順・キーセットページング、ビルド用）',
      tag: 'catalog',
      query: ProductFeedQuerySchema,
      response: ProductFeedSchema,
      errors: [404, 422],
    }),
    validate('query', ProductFeedQuerySchema),
    async (c) => {
      const { after, per } = c.req.valid('query');
      const { db } = c.get('database');
      const rows = await feedRows(db, c.get('channel').id, after, per);
      const next = rows.length === per ? (rows.at(-1)?.id ?? null) : null;
      return c.json({ data: await presentProducts(db, rows, undefined), next });
    },
  )
  .get(
    '/products/:key',
    describeOperation({
      summary: '商品詳細',
      tag: 'catalog',
      response: ProductSchema,
      errors: [404],
    }),
    optionalMember,
    async (c) => {
      const row = await requireProduct(c);
      const [product] = await presentProducts(c.get('database').db, [row], c.get('userId'));
      return c.json(product);
    },
  )
  .get(
    '/products/:key/recommend',
    describeOperation(relatedList('おすすめ商品')),
    optionalMember,
    async (c) => {
      const { db } = c.get('database');
      const rows = await recommendedRows(db, c.get('channel').id, await requireProduct(c));
      return c.json({ data: await presentProducts(db, rows, c.get('userId')) });
    },
  )
  .get(
    '/products/:key/related',
    describeOperation(relatedList('関連商品')),
    optionalMember,
    async (c) => {
      const { db } = c.get('database');
      const rows = await relatedRows(db, c.get('channel').id, await requireProduct(c), 'related');
      return c.json({ data: await presentProducts(db, rows, c.get('userId')) });
    },
  )
  .get(
    '/products/:key/accessories',
    describeOperation(relatedList('アクセサリー・付属品')),
    optionalMember,
    async (c) => {
      const { db } = c.get('database');
      const rows = await relatedRows(db, c.get('channel').id, await requireProduct(c), 'accessory');
      return c.json({ data: await presentProducts(db, rows, c.get('userId')) });
    },
  )
  .get(
    '/tags',
    describeOperation({
      summary: 'タグ一覧（表示中の商品が持つもの）',
      tag: 'catalog',
      response: TagSchema,
      list: 'plain',
      errors: [404],
    }),
    async (c) => {
      return c.json({ data: await listTags(c.get('database').db, c.get('channel').id) });
    },
  )
  .get(
    '/collections',
    describeOperation({
      summary: 'コレクション一覧（商品は含まない）',
      tag: 'catalog',
      response: CollectionSummarySchema,
      list: 'plain',
      errors: [404],
    }),
    async (c) => {
      return c.json({ data: await listCollections(c.get('database').db) });
    },
  )
  .get(
    '/collections/:alias',
    describeOperation({
      summary: 'コレクション（商品の特集）',
      tag: 'catalog',
      query: CollectionQuerySchema,
      response: CollectionSchema,
      errors: [404, 422],
    }),
    optionalMember,
    validate('query', CollectionQuerySchema),
    async (c) => {
      const { db } = c.get('database');
      const found = await findCollection(db, c.get('channel').id, c.req.param('alias'), {
        limit: c.req.valid('query').max_page_size,
        userId: c.get('userId'),
      });
      if (!found) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json(found);
    },
  )
  .get(
    '/categories/hierarchy',
    describeOperation({
      summary: 'カテゴリ階層',
      tag: 'catalog',
      query: HierarchyQuerySchema,
      response: CategoryNodeSchema,
      list: 'plain',
      errors: [404, 422],
    }),
    validate('query', HierarchyQuerySchema),
    async (c) => {
      const { table } = c.req.valid('query');
      const all = await loadCategories(c.get('database').db, table);
      return c.json({ data: toCategoryTree(all) });
    },
  );
