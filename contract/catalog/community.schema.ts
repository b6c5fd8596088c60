import * as v from 'valibot';
import { recordId } from '../shared/record-id.schema';
import { COMMUNITY_MESSAGES as M } from './community.messages';

// The shapes the product page reads live apart from the forms' rules (and their copy).
export { type Question, QuestionSchema, type Review, ReviewSchema } from './community-read.schema';

/** Longest review title. */
export const REVIEW_TITLE_MAX = 50;
/** Longest review body. */
export const REVIEW_BODY_MAX = 1000;
/** Longest nickname shown with a review. */
export const NICKNAME_MAX = 20;
/** Longest product question. */
export const QUESTION_MAX = 500;
/** Longest product request. */
export const REQUEST_BODY_MAX = 1000;

const trimmed = (required: string, max: number, maxMessage: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, maxMessage));

/** `POST /v1/products/{product_id}/reviews`. */
export const ReviewBodySchema = v.object({
  rating: v.pipe(
    v.number(M.ratingRequired),
    v.integer(M.ratingRequired),
    v.minValue(1, M.ratingRequired),
    v.maxValue(5, M.ratingRequired),
  ),
  title: trimmed(M.titleRequired, REVIEW_TITLE_MAX, M.titleMax(REVIEW_TITLE_MAX)),
  body: trimmed(M.bodyRequired, REVIEW_BODY_MAX, M.bodyMax(REVIEW_BODY_MAX)),
  nickname: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(NICKNAME_MAX, M.nicknameMax(NICKNAME_MAX))),
  ),
});
export type ReviewBody = v.InferInput<typeof ReviewBodySchema>;

/** `POST /v1/products/{product_id}/questions`. */
export const QuestionBodySchema = v.object({
  question: trimmed(M.questionRequired, QUESTION_MAX, M.questionMax(QUESTION_MAX)),
});

/** `POST /v1/product-requests`: guests also give a name and an email address. */
export const ProductRequestBodySchema = v.object({
  product_id: v.optional(v.nullable(recordId())),
  body: trimmed(M.requestBodyRequired, REQUEST_BODY_MAX, M.requestBodyMax(REQUEST_BODY_MAX)),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  email: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.trim(), v.email(M.requestEmailInvalid), v.maxLength(254)),
    ]),
  ),
});
export type ProductRequestBody = v.InferInput<typeof ProductRequestBodySchema>;

/** One entry of `GET /v1/me/product-request-histories`. */
export const ProductRequestSchema = v.object({
  id: v.number(),
  product_id: v.nullable(v.number()),
  product_key: v.nullable(v.string()),
  product_name: v.nullable(v.string()),
  body: v.string(),
  created_at: v.string(),
});
export type ProductRequest = v.InferOutput<typeof ProductRequestSchema>;
