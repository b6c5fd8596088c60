import * as v from 'valibot';
import { type LikeResult, LikeResultSchema } from '../../../contract/favourites/favourites.schema';
import type { HttpClient } from '../shared/http/http-client';

/** The like calls; null when the client ignored the failure. */
export function createCatalogLikeApi(http: HttpClient) {
  return {
    async like(key: string, value: boolean): Promise<LikeResult | null> {
      const path = `/v1/products/${encodeURIComponent(key)}/likes`;
      const res = value ? await http.post(path) : await http.delete(path);
      return res.ignored ? null : v.parse(LikeResultSchema, res.data);
    },
  };
}
