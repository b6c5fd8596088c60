import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  QaCategorySchema,
  QaQuerySchema,
  QaSchema,
} from '../../../src/lib/content/articles.schema';
import { faqCategories, faqItems } from '../../db/schema/index';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import { sanitizeRichHtml } from '../../services/sanitize';

/** FAQ: categories with item counts, and the items (optionally of one category), in order. */
export const faqRoutes = new Hono<AppEnv>()
  .get(
    '/qa-categories',
    describeOperation({
      tag: 'content',
      summary: 'よくある質問のカテゴリ',
      response: QaCategorySchema,
      list: 'plain',
      errors: [],
    }),
    async (c) => {
      const rows = await c
        .get('database')
        .db.select({
          id: faqCategories.id,
          key: faqCategories.key,
          name: faqCategories.name,
          count: count(faqItems.id),
        })
        .from(faqCategories)
        .leftJoin(faqItems, eq(faqItems.categoryId, faqCategories.id))
        .groupBy(faqCategories.id)
        .orderBy(asc(faqCategories.sort), asc(faqCategories.id));
      return c.json({ data: rows });
    },
  )
  .get(
    '/qas',
    describeOperation({
      tag: 'content',
      summary: 'よくある質問',
      query: QaQuerySchema,
      response: QaSchema,
      list: 'plain',
      errors: [422],
    }),
    validate('query', QaQuerySchema),
    async (c) => {
      const { category } = c.req.valid('query');
      const rows = await c
        .get('database')
        .db.select({ item: faqItems, category: faqCategories })
        .from(faqItems)
        .innerJoin(faqCategories, eq(faqItems.categoryId, faqCategories.id))
        .where(category ? eq(faqCategories.key, category) : undefined)
        .orderBy(
          asc(faqCategories.sort),
          asc(faqCategories.id),
          asc(faqItems.sort),
          asc(faqItems.id),
        );
      return c.json({
        data: rows.map(({ item, category: cat }) => ({
          id: item.id,
          category: { id: cat.id, key: cat.key, name: cat.name },
          question: item.question,
          answer: sanitizeRichHtml(item.answerHtml),
        })),
      });
    },
  );
