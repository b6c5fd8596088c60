import type { Context } from 'hono';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { ApiException } from './errors';

const SVG_FILE = /^(\d{1,4})\.svg$/;

/** An SVG picture drawn by the server, cached a day and inert (no script, no outside fetch). */
export function svgImage(c: Context, body: string): Response {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.body(body);
}

/** The number of a drawn picture's file name (`3.svg` → 3); 404 for any other name. */
export function svgFileNumber(file: string): number {
  const match = SVG_FILE.exec(file);
  if (!match) throw new ApiException(404, ERROR_CODES.notFound);
  return Number(match[1]);
}
