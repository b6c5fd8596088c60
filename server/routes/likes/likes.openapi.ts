import { LikeResultSchema } from '../../../src/lib/favourites/favourites.schema';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of the favourite (like) routes. */
export const likeDocs: RouteDoc[] = (['post', 'delete'] as const).map((method) => ({
  method,
  path: '/v1/products/{key}/likes',
  summary: method === 'post' ? 'お気に入りに追加（会員）' : 'お気に入りから削除（会員）',
  tag: 'favourites',
  params: ['key'],
  response: LikeResultSchema,
  errors: [401, 404],
}));
