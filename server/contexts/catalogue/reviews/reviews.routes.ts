import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  QuestionBodySchema,
  QuestionSchema,
  ReviewBodySchema,
  ReviewSchema,
} from '../../../../contract/catalog/community.schema';
import { HistoryPageQuerySchema } from '../../../../contract/history/history.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { parseRecordId } from '../../../../contract/shared/record-id.schema';
import { type MemberEnv, requireMember } from '../../../http/auth';
import { guardForm } from '../../../http/bot-guard';
import { ApiException } from '../../../http/errors';
import { BOT_FORMS } from '../../../http/form-limits';
import { setPagingHeaders } from '../../../http/paging';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { findProduct } from '../catalog/index';
import { insertQuestion, insertReview, pageQuestions, pageReviews } from './reviews.queries';

/** Path parameter `{product_id}` of the posting routes. */
export const ProductIdParamSchema = v.object({
  product_id: v.pipe(
    v.string(),
    v.check((raw) => parseRecordId(raw) !== null),
    v.transform(Number),
  ),
});

type Ctx = Context<MemberEnv>;

async function productIdByKey(c: Ctx): Promise<number> {
  const row = await findProduct(c.get('database').db, c.get('channel').id, {
    key: c.req.param('key') ?? '',
  });
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  return row.id;
}

async function productIdById(c: Ctx, id: number): Promise<number> {
  const row = await findProduct(c.get('database').db, c.get('channel').id, { id });
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  return row.id;
}

/** Reviews and product questions: paged reads for everyone, posting for members. */
export const reviewRoutes = new Hono<MemberEnv>()
  .get(
    '/products/:key/reviews',
    describeOperation({
      summary: '商品レビュー（10件/ページ、x-rating-average に平均評価）',
      tag: 'reviews',
      query: HistoryPageQuerySchema,
      response: ReviewSchema,
      list: 'paged',
      errors: [404, 422],
    }),
    validate('query', HistoryPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const id = await productIdByKey(c);
      const { data, total, average } = await pageReviews(c.get('database').db, id, query);
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      if (average !== null) c.header('x-rating-average', String(average));
      return c.json({ data });
    },
  )
  .post(
    '/products/:product_id/reviews',
    describeOperation({
      summary: 'レビューを投稿（会員）',
      tag: 'reviews',
      body: ReviewBodySchema,
      response: ReviewSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    guardForm(BOT_FORMS.review),
    validate('param', ProductIdParamSchema),
    validate('json', ReviewBodySchema),
    async (c) => {
      const productId = await productIdById(c, c.req.valid('param').product_id);
      const body = c.req.valid('json');
      const review = await insertReview(c.get('database').db, {
        ...body,
        productId,
        userId: c.get('userId'),
      });
      return c.json(review, 201);
    },
  )
  .get(
    '/products/:key/questions',
    describeOperation({
      summary: '商品Q&A（10件/ページ）',
      tag: 'reviews',
      query: HistoryPageQuerySchema,
      response: QuestionSchema,
      list: 'paged',
      errors: [404, 422],
    }),
    validate('query', HistoryPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const id = await productIdByKey(c);
      const { data, total } = await pageQuestions(c.get('database').db, id, query);
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      return c.json({ data });
    },
  )
  .post(
    '/products/:product_id/questions',
    describeOperation({
      summary: '商品について質問する（会員）',
      tag: 'reviews',
      body: QuestionBodySchema,
      response: QuestionSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    guardForm(BOT_FORMS.question),
    validate('param', ProductIdParamSchema),
    validate('json', QuestionBodySchema),
    async (c) => {
      const productId = await productIdById(c, c.req.valid('param').product_id);
      const question = await insertQuestion(c.get('database').db, {
        productId,
        userId: c.get('userId'),
        question: c.req.valid('json').question,
      });
      return c.json(question, 201);
    },
  );
