import { Hono } from 'hono';
import * as v from 'valibot';
import { ProductListQuerySchema } from '../../../src/lib/catalog/catalog.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { ApiException } from '../../http/errors';
import { setPagingHeaders } from '../../http/paging';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { toCategoryTree, toProduct } from './catalog.mapper';
import { findProduct, listProducts, loadCategories, loadProductDetails } from './catalog.queries';

/** Query of `GET /v1/categories/hierarchy`. */
export const HierarchyQuerySchema = v.object({
  table: v.optional(v.picklist(['products', 'inquiries']), 'products'),
});

/** Catalogue routes: product list and detail, category hierarchy. */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/products', validate('query', ProductListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { db } = c.get('database');
    const { rows, total } = await listProducts(db, c.get('channel').id, query);
    const details = await loadProductDetails(db, rows);
    setPagingHeaders(c, { total, per: query.per, current: query.page });
    return c.json({ data: rows.map((row) => toProduct(row, details)) });
  })
  .get('/products/:key', async (c) => {
    const { db } = c.get('database');
    const row = await findProduct(db, c.get('channel').id, c.req.param('key'));
    if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
    const details = await loadProductDetails(db, [row]);
    return c.json(toProduct(row, details));
  })
  .get('/categories/hierarchy', validate('query', HierarchyQuerySchema), async (c) => {
    const { table } = c.req.valid('query');
    const all = await loadCategories(c.get('database').db, table);
    return c.json({ data: toCategoryTree(all) });
  });
