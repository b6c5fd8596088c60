import { and, asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ContentListQuerySchema } from '../../../src/lib/content/paging.schema';
import { freeAreas } from '../../db/schema/index';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { sanitizeRichHtml } from '../../services/sanitize';
import { pageWindow, setContentPaging } from './content.paging';

/** `GET /v1/free-areas`: shown editor blocks (`per=all` for the full list). */
export const freeAreaRoutes = new Hono<AppEnv>().get(
  '/free-areas',
  validate('query', ContentListQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    const { db } = c.get('database');
    const where = and(eq(freeAreas.isShow, 1));
    const [row] = await db.select({ total: count() }).from(freeAreas).where(where);
    const total = row?.total ?? 0;
    const { limit, offset } = pageWindow(query, total);
    const rows = await db
      .select()
      .from(freeAreas)
      .where(where)
      .orderBy(asc(freeAreas.sort), asc(freeAreas.id))
      .limit(limit)
      .offset(offset);
    setContentPaging(c, query, total);
    return c.json({
      data: rows.map((r) => ({
        id: r.id,
        code: r.code,
        title: r.title,
        body: sanitizeRichHtml(r.bodyHtml),
        sort: r.sort,
      })),
    });
  },
);
