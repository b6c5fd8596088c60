import { Hono } from 'hono';
import {
  QaCategorySchema,
  QaQuerySchema,
  QaSchema,
} from '../../../../contract/content/articles.schema';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { qaAnswer } from './article-answers.model';
import { faqCategoriesWithCounts, faqItemsOf } from './articles.queries';

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
      const rows = await faqCategoriesWithCounts(c.get('database').db, c.get('channel').id);
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
      const rows = await faqItemsOf(c.get('database').db, category, c.get('channel').id);
      return c.json({
        data: rows.map(({ item, category: cat }) => qaAnswer(item, cat)),
      });
    },
  );
