import type { ProductHistory } from '../../../contract/history/history.schema';
import type { HttpClient } from '../shared/http/http-client';

/**
 * Checks a list reply; its schema and valibot load with the first list read, so recording a view
 * (every product page) loads neither.
 */
const parseList = async (data: unknown) => (await import('./history-reply')).parseHistoryList(data);

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
      return res.ignored ? null : parseList(res.data);
    },
    async member(): Promise<ProductHistory[] | null> {
      const res = await http.get('/v1/me/product-histories', { params: { per: 10 } });
      return res.ignored ? null : parseList(res.data);
    },
    async search(word: string): Promise<void> {
      await http.post('/v1/product-search-histories', { word });
    },
  };
}
