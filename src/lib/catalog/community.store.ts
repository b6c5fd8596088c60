import type { Question, Review, ReviewBody } from '../../../contract/catalog/community.schema';
import { FALLBACK_ERRORS } from '../../../contract/shared/common.messages';
import { ApiRequestError, http } from '../shared/http';
import { createCommunityApi } from './community.api';

/** A form's outcome: field messages and a summary on failure; what was typed is the form's to keep. */
export type FormResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; errors: Record<string, string[]>; status: number };

async function submit<T>(send: () => Promise<T | null>): Promise<FormResult<T>> {
  try {
    const value = await send();
    if (value === null || value === undefined) {
      return { ok: false, message: FALLBACK_ERRORS.internal, errors: {}, status: 0 };
    }
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { ok: false, message: error.message, errors: error.errors, status: error.status };
  }
}

const communityApi = createCommunityApi(http);

/** One page of a product's reviews with the total and average rating. */
export async function loadReviews(key: string, page: number) {
  const res = await communityApi.reviews(key, page).catch(() => null);
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
  submit(() => communityApi.postReview(productId, body));

/** One page of a product's questions and answers. */
export async function loadQuestions(key: string, page: number) {
  const res = await communityApi.questions(key, page).catch(() => null);
  return res && { questions: res.data, paging: res.paging };
}

/** Asks a question about a product (members). */
export const askQuestion = (productId: number, question: string): Promise<FormResult<Question>> =>
  submit(() => communityApi.postQuestion(productId, question));

/** Sends a product request (a restock wish). */
export const sendProductRequest = (body: {
  product_id: number;
  body: string;
  name?: string;
  email?: string;
}): Promise<FormResult<boolean>> => submit(() => communityApi.productRequest(body));
