/**
 * The URL path of a product's n-th (1-based) drawn picture, as the API serves it under `/media`
 * (the catalogue's picture route, a product's answer, a cart or order line without an upload).
 */
export const productImageUrl = (key: string, n: number): string =>
  `/media/products/${key}/${n}.svg`;
