import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ContentListQuerySchema } from '../../../src/lib/content/paging.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { stylists } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import { pageOfTable } from '../../http/page-of-table';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { coordinateCounts, loadCoordinates, toStylist } from './stylists.queries';

/** Stylists: the list, and one stylist with coordinates and the products worn. */
export const stylistRoutes = new Hono<AppEnv>()
  .get('/stylists', validate('query', ContentListQuerySchema), async (c) => {
    const { db } = c.get('database');
    const rows = await pageOfTable(c, db, stylists, c.req.valid('query'), [asc(stylists.id)]);
    const counts = await coordinateCounts(db);
    return c.json({ data: rows.map((s) => toStylist(s, counts.get(s.id) ?? 0)) });
  })
  .get('/stylists/:key', async (c) => {
    const { db } = c.get('database');
    const [row] = await db
      .select()
      .from(stylists)
      .where(eq(stylists.key, c.req.param('key')))
      .limit(1);
    if (!row) throw new ApiException(404, ERROR_CODES.notFound);
    const coords = await loadCoordinates(db, c.get('channel').id, row.id);
    return c.json({ ...toStylist(row, coords.length), coordinates: coords });
  });
