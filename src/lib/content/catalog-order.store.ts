import * as v from 'valibot';
import {
  type CatalogOrderBody,
  CatalogOrderBodySchema,
  type CatalogOrderReceipt,
  CatalogOrderReceiptSchema,
} from '../../../contract/content/catalog-order.schema';
import { CATALOG_MESSAGES_JA as M } from '../../../contract/content/content.messages';
import { http } from '../shared/http';
import { ApiRequestError } from '../shared/http/http-types';

/** Result of checking or sending a catalogue request. */
export type CatalogOrderResult =
  | { ok: true; receipt: CatalogOrderReceipt }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** Field messages of a form value, or the checked body (the same rules the server applies). */
export function checkCatalogOrder(
  input: unknown,
): { ok: true; body: CatalogOrderBody } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(CatalogOrderBodySchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, body: result.output };
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)?.split('.')[0] ?? '_';
    // A missing key gets valibot's English default; a form always sends every key anyway.
    errors[key] ??= [/^Invalid /.test(issue.message) ? M.requiredField : issue.message];
  }
  return { ok: false, errors };
}

/** Sends a checked request (`POST /v1/catalog-orders`); server messages come back per field. */
export async function sendCatalogOrder(body: CatalogOrderBody): Promise<CatalogOrderResult> {
  try {
    const res = await http.post('/v1/catalog-orders', body, { session: false });
    if (res.ignored) return { ok: false, message: M.unreachable, errors: {} };
    return { ok: true, receipt: v.parse(CatalogOrderReceiptSchema, res.data) };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return { ok: false, message: error.message, errors: error.errors };
    }
    throw error;
  }
}
