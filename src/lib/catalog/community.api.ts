import type { ReviewBody } from '../../../contract/catalog/community.schema';
import {
  type Question,
  QuestionSchema,
  type Review,
  ReviewSchema,
} from '../../../contract/catalog/community-read.schema';
import type { HttpClient } from '../shared/http/http-client';
import { getPage, type PageOf, parseOne } from './catalog.api';

const enc = encodeURIComponent;

/** Reviews, questions and product requests of a product page (its lower islands only load these). */
export function createCommunityApi(http: HttpClient) {
  return {
    reviews: (key: string, p: number): Promise<PageOf<Review>> =>
      getPage(http, `/v1/products/${enc(key)}/reviews`, ReviewSchema, { page: p }),
    postReview: async (productId: number, body: ReviewBody): Promise<Review | null> =>
      parseOne(await http.post(`/v1/products/${productId}/reviews`, body), ReviewSchema),
    questions: (key: string, p: number): Promise<PageOf<Question>> =>
      getPage(http, `/v1/products/${enc(key)}/questions`, QuestionSchema, { page: p }),
    postQuestion: async (productId: number, question: string): Promise<Question | null> =>
      parseOne(
        await http.post(`/v1/products/${productId}/questions`, { question }),
        QuestionSchema,
      ),
    productRequest: async (body: unknown) => {
      const res = await http.post('/v1/product-requests', body);
      return !res.ignored;
    },
  };
}

/** The community calls, for modules that take them. */
export type CommunityApi = ReturnType<typeof createCommunityApi>;
