import * as v from 'valibot';
import {
  type ProductHistory,
  ProductHistorySchema,
} from '../../../contract/history/history.schema';
import type { HttpClient } from '../shared/http/http-client';

const ListSchema = v.object({ data: v.array(ProductHistorySchema) });

/** History calls; null when the client ignored the failure. */
export function createHistoryApi(http: HttpClient) {
  return {
    async view(productId: number): Promise<void> {
      await http.post('/v1/product-histories', { product_id: productId });
    },
    async guest(ids: number[]): Promise<ProductHistory[] | null> {
      const res = await http.get('/v1/guest/product-histories', {
        params: { ids: ids.join(',') },
      });
      return res.ignored ? null : v.parse(ListSchema, res.data).data;
    },
    async member(): Promise<ProductHistory[] | null> {
      const res = await http.get('/v1/me/product-histories', { params: { per: 10 } });
      return res.ignored ? null : v.parse(ListSchema, res.data).data;
    },
    async search(word: string): Promise<void> {
      await http.post('/v1/product-search-histories', { word });
    },
  };
}
