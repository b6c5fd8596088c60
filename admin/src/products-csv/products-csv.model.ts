/** The encodings the screen offers for an import (`auto` detects) and an export. */
export type ImportEncoding = 'auto' | 'utf8' | 'sjis';
/** An export's encoding. */
export type ExportEncoding = 'utf8' | 'sjis';

/** What the server answers for an import or its dry run. */
export type ImportSummary = {
  dry_run: boolean;
  rows: number;
  updated: number;
  created: number;
  message: string;
};

/** One bad row (or the file) and what is wrong with it. */
export type RowProblem = { where: string; messages: string[] };

/** The row number of `行 12` (0 for the file-level key), for ordering. */
const rowNumber = (key: string) => Number(/\d+/.exec(key)?.[0] ?? 0);

/** A 422's per-row errors as a list, the file's own problems first, then by row. */
export function rowProblems(errors: Record<string, string[]> | undefined): RowProblem[] {
  return Object.entries(errors ?? {})
    .map(([where, messages]) => ({ where, messages }))
    .sort((a, b) => rowNumber(a.where) - rowNumber(b.where));
}

/** How many listed problems are about a row (not the file). */
export function badRowCount(problems: RowProblem[]): number {
  return problems.filter((p) => rowNumber(p.where) > 0).length;
}

/** The import call's query. */
export function importQuery(encoding: ImportEncoding, dryRun: boolean): string {
  return `?encoding=${encoding}${dryRun ? '&dry_run=1' : ''}`;
}

/** The export call's path. */
export function exportPath(encoding: ExportEncoding): string {
  return `/v1/admin/products.csv?encoding=${encoding}`;
}

/** The file name a download is saved as, from the answer's Content-Disposition. */
export function downloadName(disposition: string | null, fallback = 'products.csv'): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}
