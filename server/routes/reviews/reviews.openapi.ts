import {
  QuestionBodySchema,
  QuestionSchema,
  ReviewBodySchema,
  ReviewSchema,
} from '../../../src/lib/catalog/community.schema';
import { HistoryPageQuerySchema } from '../../../src/lib/history/history.schema';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of reviews and product questions. */
export const reviewDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/products/{key}/reviews',
    summary: '商品レビュー（10件/ページ、x-rating-average に平均評価）',
    tag: 'reviews',
    params: ['key'],
    query: HistoryPageQuerySchema,
    response: ReviewSchema,
    list: 'paged',
    errors: [404, 422],
  },
  {
    method: 'post',
    path: '/v1/products/{product_id}/reviews',
    summary: 'レビューを投稿（会員）',
    tag: 'reviews',
    params: ['product_id'],
    body: ReviewBodySchema,
    response: ReviewSchema,
    errors: [401, 404, 422],
  },
  {
    method: 'get',
    path: '/v1/products/{key}/questions',
    summary: '商品Q&A（10件/ページ）',
    tag: 'reviews',
    params: ['key'],
    query: HistoryPageQuerySchema,
    response: QuestionSchema,
    list: 'paged',
    errors: [404, 422],
  },
  {
    method: 'post',
    path: '/v1/products/{product_id}/questions',
    summary: '商品について質問する（会員）',
    tag: 'reviews',
    params: ['product_id'],
    body: QuestionBodySchema,
    response: QuestionSchema,
    errors: [401, 404, 422],
  },
];
