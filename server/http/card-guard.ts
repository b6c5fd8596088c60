import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CHECKOUT_MESSAGES } from '../../contract/checkout/checkout.messages';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { cardNumberPaths, containsCardNumber } from '../services/card-number';
import { csvCells, decodeCsvBytes } from '../services/csv';
import { ApiException } from './errors';

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Field paths of a form's entries (string values and field names) that hold a card number. */
function formPaths(entries: Iterable<[string, FormDataEntryValue]>): string[] {
  const paths: string[] = [];
  for (const [key, value] of entries) {
    const text = typeof value === 'string' ? value : value.name;
    if (containsCardNumber(key) || containsCardNumber(text)) paths.push(key || '_');
  }
  return [...new Set(paths)];
}

/** Whether an uploaded file is a CSV (by its type or its name). */
const isCsv = (file: File) => /^text\/csv\b/i.test(file.type) || /\.csv$/i.test(file.name);

/**
 * Field names of a form's files whose content holds a card number. A CSV is read cell by cell
 * (a cell is one field: numbers in neighbouring cells, a room number and a phone number, are not
 * one run); any other file as text.
 */
async function filePaths(form: FormData): Promise<string[]> {
  const paths: string[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') continue;
    const bytes = new Uint8Array(await value.arrayBuffer());
    const found = isCsv(value)
      ? csvCells(decodeCsvBytes(bytes)).some(containsCardNumber)
      : containsCardNumber(new TextDecoder().decode(bytes));
    if (found) paths.push(key || '_');
  }
  return paths;
}

/**
 * Field paths of any body holding a card number: forms by field, anything that parses as JSON
 * (whatever its declared type: some routes parse text themselves) by JSON path, else the raw text.
 */
export async function cardNumberBodyPaths(
  buffer: ArrayBuffer,
  contentType: string | undefined,
): Promise<string[]> {
  const type = mediaTypeOf(contentType);
  const text = new TextDecoder().decode(buffer);
  if (type === 'application/x-www-form-urlencoded') {
    const paths = formPaths(new URLSearchParams(text));
    if (paths.length) return paths;
  }
  if (type === 'multipart/form-data') {
    const headers = { 'content-type': contentType ?? '' };
    const form = await new Response(buffer, { headers }).formData().catch(() => undefined);
    if (form) return [...new Set([...formPaths(form.entries()), ...(await filePaths(form))])];
  }
  try {
    return cardNumberPaths(JSON.parse(text));
  } catch {
    return containsCardNumber(text) ? ['_'] : [];
  }
}

async function rejectBody(c: Context): Promise<void> {
  // Hono keeps the bytes it read, so the route (its validator, a signature check) reads them again.
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength === 0) return;
  const fields = await cardNumberBodyPaths(buffer, c.req.header('content-type'));
  if (!fields.length) return;
  const message = CHECKOUT_MESSAGES.cardNumberRejected;
  throw new ApiException(
    422,
    ERROR_CODES.validation,
    Object.fromEntries(fields.map((f) => [f, [message]])),
    message,
  );
}

/** Refuses any `/v1` body (JSON, form, text; any content type) carrying a card number: cards go to the provider only. */
export const rejectCardNumbers = createMiddleware(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await rejectBody(c);
  await next();
});
