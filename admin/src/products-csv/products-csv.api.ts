import { call, download } from '../shared/http';
import {
  type ExportEncoding,
  exportPath,
  type ImportEncoding,
  type ImportSummary,
  importQuery,
} from './products-csv.model';

/** Sends a CSV file to be checked (`dryRun`) or imported. */
export async function postProductCsv(
  file: File,
  encoding: ImportEncoding,
  dryRun: boolean,
): Promise<ImportSummary> {
  const path = `/v1/admin/products/import${importQuery(encoding, dryRun)}`;
  return (await call<ImportSummary>('POST', path, file)).data;
}

/** Fetches the products as a CSV file in `encoding`. */
export function fetchProductCsv(encoding: ExportEncoding) {
  return download(exportPath(encoding));
}
