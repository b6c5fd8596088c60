import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  CollectionQuerySchema,
  ProductListQuerySchema,
} from '../../../src/lib/catalog/catalog.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { type OptionalMemberEnv, optionalMember } from '../../http/auth';
import { ApiException } from '../../http/errors';
import { setPagingHeaders } from '../../http/paging';
import { validate } from '../../http/validate';
import { toCategoryTree } from './catalog.model';
import { findProduct, listProducts, loadCategories } from './catalog.queries';
import { presentProducts } from './catalog-view.model';
import { findCollection, listCollections } from './collections.queries';
import { listTags, recommendedRows, relatedRows } from './relations.queries';

/** Query of `GET /v1/categories/hierarchy`. */
export const HierarchyQuerySchema = v.object({
  table: v.optional(v.picklist(['products', 'inquiries']), 'products'),
});

type Ctx = Context<OptionalMemberEnv>;

async function requireProduct(c: Ctx) {
  const { db } = c.get('database');
  const row = await findProduct(db, c.get('channel').id, c.req.param('key') ?? '');
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  return row;
}

/** Catalogue routes: products (with `is_favorite` for members), links, tags, categories, collections. */
export const catalogRoutes = new Hono<OptionalMemberEnv>()
  .get('/products', optionalMember, validate('query', ProductListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { db } = c.get('database');
    const { rows, total } = await listProducts(db, c.get('channel').id, query);
    setPagingHeaders(c, { total, per: query.per, current: query.page });
    return c.json({ data: await presentProducts(db, rows, c.get('userId')) });
  })
  .get('/products/:key', optionalMember, async (c) => {
    const row = await requireProduct(c);
    const [product] = await presentProducts(c.get('database').db, [row], c.get('userId'));
    return c.json(product);
  })
  .get('/products/:key/recommend', optionalMember, async (c) => {
    const { db } = c.get('database');
    const rows = await recommendedRows(db, c.get('channel').id, await requireProduct(c));
    return c.json({ data: await presentProducts(db, rows, c.get('userId')) });
  })
  .get('/products/:key/related', optionalMember, async (c) => {
    const { db } = c.get('database');
    const rows = await relatedRows(db, c.get('channel').id, await requireProduct(c), 'related');
    return c.json({ data: await presentProducts(db, rows, c.get('userId')) });
  })
  .get('/products/:key/accessories', optionalMember, async (c) => {
    const { db } = c.get('database');
    const rows = await relatedRows(db, c.get('channel').id, await requireProduct(c), 'accessory');
    return c.json({ data: await presentProducts(db, rows, c.get('userId')) });
  })
  .get('/tags', async (c) => {
    return c.json({ data: await listTags(c.get('database').db, c.get('channel').id) });
  })
  .get('/collections', async (c) => {
    return c.json({ data: await listCollections(c.get('database').db) });
  })
  .get(
    '/collections/:alias',
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
  .get('/categories/hierarchy', validate('query', HierarchyQuerySchema), async (c) => {
    const { table } = c.req.valid('query');
    const all = await loadCategories(c.get('database').db, table);
    return c.json({ data: toCategoryTree(all) });
  });
