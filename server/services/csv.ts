import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';

/**
 * Text of CSV bytes: UTF-8 (BOM or not) when it decodes cleanly, else Shift_JIS (CP932).
 * @example decodeCsvBytes(iconv.encode('姓', 'cp932')) // '姓'
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes), 'cp932');
  }
}

/**
 * Every cell of a CSV text, read leniently (ragged rows, stray quotes): for checking what a file
 * holds cell by cell, not for importing it. A text that is no CSV at all is one cell.
 */
export function csvCells(text: string): string[] {
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
    return records.flat();
  } catch {
    return [text];
  }
}

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): it starts with `=` `+` `-`
 * `@`, a tab or a carriage return. Leading quotes count too, so a cell that already starts with
 * our `'` prefix is prefixed again and the import gives it back unchanged.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A cell as written to a CSV: a formula-looking one gets a leading `'`, which spreadsheets show
 * as text. Every CSV the shop writes passes its cells through this.
 * @example neutraliseFormula('=HYPERLINK("x")') // "'=HYPERLINK(\"x\")"
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * A cell as read from a CSV the shop wrote: the `'` that `neutraliseFormula` added is removed.
 * @example restoreFormula("'=1+1") // '=1+1'
 */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * Characters CP932 (Excel's Shift_JIS) lacks whose well-known CP932 spelling looks the same:
 * the JIS X 0208 mappings that differ between Unicode tables, and a few Latin-1 signs.
 */
const CP932_EQUIVALENTS: Record<string, string> = {
  '\u301C': '\uFF5E', // 〜 WAVE DASH → ～
  '\u2212': '\uFF0D', // − MINUS SIGN → －
  '\u2014': '\u2015', // — EM DASH → ―
  '\u2016': '\u2225', // ‖ → ∥
  '\u2011': '\u2010', // non-breaking hyphen → ‐
  '\u00A2': '\uFFE0', // ¢ → ￠
  '\u00A3': '\uFFE1', // £ → ￡
  '\u00A5': '\uFFE5', // ¥ → ￥ (CP932 would write a backslash)
  '\u00A6': '\uFFE4', // ¦ → ￤
  '\u00AC': '\uFFE2', // ¬ → ￢
  '\u00B7': '\u30FB', // · → ・
};
const EQUIVALENT_CHARS = new RegExp(`[${Object.keys(CP932_EQUIVALENTS).join('')}]`, 'gu');

/**
 * Text with each character CP932 spells differently replaced by its CP932 equivalent.
 * @example toCp932Equivalents('10〜20') // '10～20'
 */
export function toCp932Equivalents(text: string): string {
  return text.replace(EQUIVALENT_CHARS, (ch) => CP932_EQUIVALENTS[ch] ?? ch);
}

const survivesCp932 = (text: string) => iconv.decode(iconv.encode(text, 'cp932'), 'cp932') === text;

/**
 * The distinct characters of `text` that CP932 cannot hold even after `toCp932Equivalents`
 * (iconv would write `?` for them, or another character).
 * @example cp932Unencodable('𠮷野家') // ['𠮷']
 */
export function cp932Unencodable(text: string): string[] {
  const mapped = toCp932Equivalents(text);
  if (survivesCp932(mapped)) return [];
  return [...new Set([...mapped].filter((ch) => !survivesCp932(ch)))];
}

/** CP932 bytes of text whose characters all survive (check with `cp932Unencodable` first). */
export function encodeCp932(text: string): Buffer {
  return iconv.encode(toCp932Equivalents(text), 'cp932');
}
