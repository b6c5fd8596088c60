import * as v from 'valibot';
import { AdminProductListQuerySchema } from './back-office-products.schema';

/** Query of `GET /v1/admin/products.csv`: the product list's filters and the file's encoding. */
export const ProductCsvExportQuerySchema = v.object({
  ...AdminProductListQuerySchema.entries,
  encoding: v.optional(v.picklist(['utf8', 'sjis']), 'utf8'),
});
/** An export's filters and encoding. */
export type ProductCsvExportQuery = v.InferOutput<typeof ProductCsvExportQuerySchema>;

/** Query of `POST /v1/admin/products/import`: the encoding (`auto` by default) and a dry run. */
export const ProductCsvImportQuerySchema = v.object({
  encoding: v.optional(v.picklist(['auto', 'utf8', 'sjis']), 'auto'),
  dry_run: v.optional(v.picklist(['0', '1', 'true', 'false']), '0'),
});

/** What an import did (or, as a dry run, would do). */
export const ProductCsvImportSummarySchema = v.object({
  dry_run: v.boolean(),
  rows: v.number(),
  updated: v.number(),
  created: v.number(),
  message: v.string(),
});
/** An import's counts. */
export type ProductCsvImportSummary = v.InferOutput<typeof ProductCsvImportSummarySchema>;
