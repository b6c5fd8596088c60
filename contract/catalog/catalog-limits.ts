/** The product list's limits: what its URL and `GET /v1/products` accept (catalog.schema re-exports them). */

/** Sort orders of the product list: 新着順, 価格の安い順, 価格の高い順, 人気順. */
export const PRODUCT_SORTS = ['new', 'price_asc', 'price_desc', 'popular'] as const;

/** Sorts `GET /v1/products` accepts: the list's own, and 関連順 (the default with a keyword). */
export const LIST_SORTS = [...PRODUCT_SORTS, 'relevance'] as const;

/** Highest page number a list accepts (deeper pages are surely empty). */
export const MAX_PAGE = 100_000;
/** Longest keyword of the product search. */
export const KEYWORD_MAX = 100;
/** Highest price filter, in yen. */
export const MAX_PRICE = 100_000_000;
