import { ERROR_MESSAGES } from '../shared/common.messages';
import { ERROR_CODES } from '../shared/error.schema';
import { ApiRequestError } from '../shared/http';
import { catalogApi } from './catalog.store';
import type { Question, Review, ReviewBody } from './community.schema';

/** A form's outcome: field messages and a summary on failure; what was typed is the form's to keep. */
export type FormResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; errors: Record<string, string[]>; status: number };

async function submit<T>(send: () => Promise<T | null>): Promise<FormResult<T>> {
  try {
    const value = await send();
    if (value === null || value === undefined) {
      return { ok: false, message: ERROR_MESSAGES[ERROR_CODES.internal], errors: {}, status: 0 };
    }
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { ok: false, message: error.message, errors: error.errors, status: error.status };
  }
}

/** One page of a product's reviews with the total and average rating. */
export async function loadReviews(key: string, page: number) {
  const res = await catalogApi.reviews(key, page).catch(() => null);
  if (!res) return null;
  const average = Number(res.headers.get('x-rating-average') ?? Number.NaN);
  return {
    reviews: res.data,
    paging: res.paging,
    average: Number.isFinite(average) ? average : null,
  };
}

/** Posts a member's review. */
export const postReview = (productId: number, body: ReviewBody): Promise<FormResult<Review>> =>
  submit(() => catalogApi.postReview(productId, body));

/** One page of a product's questions and answers. */
export async function loadQuestions(key: string, page: number) {
  const res = await catalogApi.questions(key, page).catch(() => null);
  return res && { questions: res.data, paging: res.paging };
}

/** Asks a question about a product (members). */
export const askQuestion = (productId: number, question: string): Promise<FormResult<Question>> =>
  submit(() => catalogApi.postQuestion(productId, question));

/** Sends a product request (a restock wish). */
export const sendProductRequest = (body: {
  product_id: number;
  body: string;
  name?: string;
  email?: string;
}): Promise<FormResult<boolean>> => submit(() => catalogApi.productRequest(body));
