import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { PRODUCT_CSV_MESSAGES as M } from './product-csv.messages';
import { CSV_MAX_BYTES, CSV_MAX_RECORD_CHARS, CSV_MAX_ROWS, SJIS } from './product-csv.model';

/** How an import's bytes are read: chosen, or `auto` (a BOM or valid UTF-8 → UTF-8, else Shift_JIS). */
export type CsvEncoding = 'auto' | 'utf8' | 'sjis';

/** A file-level refusal (encoding, shape, size): the import stops at once with this message. */
export class CsvFileError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'CsvFileError';
  }
}

const BOM = [0xef, 0xbb, 0xbf];

function startsWithBom(bytes: Uint8Array): boolean {
  return BOM.every((b, i) => bytes[i] === b);
}

function looksUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Decodes a byte stream to text as it arrives, counting lines for messages. UTF-8 is decoded
 * strictly (an invalid byte stops the read); CP932 through iconv-lite, whose U+FFFD marks an
 * undecodable byte. Bytes past `CSV_MAX_BYTES` stop the read too: nothing is held whole.
 */
async function* decodedText(
  body: AsyncIterable<Uint8Array>,
  encoding: CsvEncoding,
  line: () => number,
): AsyncGenerator<string> {
  let chosen: 'utf8' | 'sjis' | undefined = encoding === 'auto' ? undefined : encoding;
  let utf8: TextDecoder | undefined;
  let sjis: ReturnType<typeof iconv.getDecoder> | undefined;
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > CSV_MAX_BYTES) throw new CsvFileError(M.tooLarge(CSV_MAX_BYTES / 1024 / 1024), true);
    chosen ??= startsWithBom(chunk) || looksUtf8(chunk) ? 'utf8' : 'sjis';
    if (chosen === 'utf8') {
      utf8 ??= new TextDecoder('utf-8', { fatal: true });
      try {
        yield utf8.decode(chunk, { stream: true });
      } catch {
        throw new CsvFileError(M.badUtf8(line()));
      }
    } else {
      sjis ??= iconv.getDecoder(SJIS);
      const text = sjis.write(Buffer.from(chunk));
      if (text.includes('\uFFFD')) throw new CsvFileError(M.badSjis(line()));
      yield text;
    }
  }
  try {
    const rest = chosen === 'sjis' ? (sjis?.end() ?? '') : (utf8?.decode() ?? '');
    if (rest.includes('\uFFFD')) throw new Error('undecodable');
    if (rest) yield rest;
  } catch {
    throw new CsvFileError(chosen === 'sjis' ? M.badSjis(line()) : M.badUtf8(line()));
  }
}

/** A record of the file and its row number (the header is row 1). */
export type CsvRecord = { row: number; cells: string[] };

/**
 * Reads a CSV body record by record with csv-parse (BOM removed, blank lines skipped, every
 * record as wide as the header): refuses a record over `CSV_MAX_RECORD_CHARS` (a 20 MB cell is
 * not read whole) and more than `CSV_MAX_ROWS` rows, with the row in the message.
 */
export async function* csvRecords(
  body: AsyncIterable<Uint8Array>,
  encoding: CsvEncoding,
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    max_record_size: CSV_MAX_RECORD_CHARS,
    info: true,
  });
  let lastLine = 1;
  const source = Readable.from(decodedText(body, encoding, () => lastLine));
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      count += 1;
      lastLine = info.lines;
      if (count > CSV_MAX_ROWS + 1) throw new CsvFileError(M.tooManyRows(CSV_MAX_ROWS));
      yield { row: count, cells: record };
    }
  } catch (err) {
    if (err instanceof CsvFileError) throw err;
    const code = (err as { code?: string }).code;
    const at = (err as { lines?: number }).lines ?? lastLine + 1;
    if (code === 'CSV_MAX_RECORD_SIZE') throw new CsvFileError(M.cellTooLarge(at));
    // csv-parse's codes: CSV_QUOTE_NOT_CLOSED, INVALID_OPENING_QUOTE (no prefix), …
    if (err instanceof CsvError) throw new CsvFileError(M.badCsv(at));
    throw err;
  } finally {
    source.destroy();
    parser.destroy();
  }
}
