/** The product CSV (商品CSV): the streamed export, and the import mounted apart from /v1's body limit. */
export { productCsvExportRoutes, productCsvImportRoutes } from './product-csv.routes';
