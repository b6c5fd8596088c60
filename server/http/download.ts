import type { Context } from 'hono';

/** Answers a file to download: its type, its name (`x-suggested-filename` too), never cached. */
export function sendDownload(c: Context, bytes: Uint8Array, type: string, name: string) {
  c.header('Content-Type', type);
  c.header('Content-Disposition', `attachment; filename="${name}"`);
  c.header('x-suggested-filename', name);
  c.header('Cache-Control', 'no-store');
  return c.body(new Uint8Array(bytes));
}

/** Answers PDF bytes to download as `name`. */
export const sendPdf = (c: Context, bytes: Uint8Array, name: string) =>
  sendDownload(c, bytes, 'application/pdf', name);
