import { type ProductForAnalytics, productItem } from '../../../contract/analytics/analytics.model';
import { recordMoment } from '../analytics/analytics.store';

/** The list name analytics reports for the product search. */
export const SEARCH_LIST = 'product_search';

/** The shopper sees a list of products (view_item_list, each with its place in the list). */
export function viewProductList(products: readonly ProductForAnalytics[], listName = SEARCH_LIST) {
  recordMoment({
    kind: 'list',
    event: 'view_item_list',
    listName,
    items: products.map((p, i) => productItem(p, i)),
  });
}

/** The shopper opens one product of a list (select_item). */
export function selectProduct(
  products: readonly ProductForAnalytics[],
  key: string,
  listName = SEARCH_LIST,
): void {
  const index = products.findIndex((p) => p.key === key);
  const product = products[index];
  if (!product) return;
  recordMoment({
    kind: 'list',
    event: 'select_item',
    listName,
    items: [productItem(product, index)],
  });
}
