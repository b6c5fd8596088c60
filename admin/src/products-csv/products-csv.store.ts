import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import { fetchProductCsv, postProductCsv } from './products-csv.api';
import {
  downloadName,
  type ExportEncoding,
  type ImportEncoding,
  type ImportSummary,
  type RowProblem,
  rowProblems,
} from './products-csv.model';

/** The import: the checked file's summary, or its problems by row, and what is going on. */
export const $productCsv = atom<{
  stage: 'idle' | 'checking' | 'checked' | 'applying' | 'applied';
  summary: ImportSummary | null;
  problems: RowProblem[];
  error: string | null;
}>({ stage: 'idle', summary: null, problems: [], error: null });

/** The export's state. */
export const $productCsvExport = atom<{
  busy: boolean;
  error: string | null;
  problems: RowProblem[];
}>({ busy: false, error: null, problems: [] });

function failed(error: unknown) {
  const problems = error instanceof ApiFailure ? rowProblems(error.fieldErrors) : [];
  return { stage: 'idle' as const, summary: null, problems, error: failureText(error) };
}

/** Checks a file on the server without changing anything (a dry run): counts, or every bad row. */
export async function checkProductCsv(file: File, encoding: ImportEncoding): Promise<void> {
  $productCsv.set({ stage: 'checking', summary: null, problems: [], error: null });
  try {
    const summary = await postProductCsv(file, encoding, true);
    $productCsv.set({ stage: 'checked', summary, problems: [], error: null });
  } catch (error) {
    $productCsv.set(failed(error));
  }
}

/** Imports the checked file: all rows in one go, then the sites rebuild. */
export async function applyProductCsv(file: File, encoding: ImportEncoding): Promise<void> {
  $productCsv.set({ ...$productCsv.get(), stage: 'applying', error: null });
  try {
    const summary = await postProductCsv(file, encoding, false);
    $productCsv.set({ stage: 'applied', summary, problems: [], error: null });
  } catch (error) {
    $productCsv.set(failed(error));
  }
}

/** Forgets a check (another file or encoding was chosen). */
export function resetProductCsv(): void {
  $productCsv.set({ stage: 'idle', summary: null, problems: [], error: null });
}

/** Downloads every product as a CSV in `encoding` (the browser saves it). */
export async function exportProductCsv(encoding: ExportEncoding): Promise<void> {
  $productCsvExport.set({ busy: true, error: null, problems: [] });
  try {
    const { blob, headers } = await fetchProductCsv(encoding);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadName(headers.get('content-disposition'));
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    $productCsvExport.set({ busy: false, error: null, problems: [] });
  } catch (error) {
    const problems = error instanceof ApiFailure ? rowProblems(error.fieldErrors) : [];
    $productCsvExport.set({ busy: false, error: failureText(error), problems });
  }
}
