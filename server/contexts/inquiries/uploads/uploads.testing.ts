import type { Hono } from 'hono';
import type { AppEnv } from '../../../http/types';

/** A real 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a Windows program (MZ header, PE signature), whatever its name says. */
export const EXE_BYTES = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();

/** Posts one file as `multipart/form-data` to `POST /v1/upload-files`. */
export async function uploadFile(
  app: Hono<AppEnv>,
  bytes: Uint8Array,
  name: string,
  opts: { token?: string; type?: string; ip?: string } = {},
) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: opts.type ?? 'image/png' }));
  form.set('dir', 'inquiries');
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await app.request('/v1/upload-files', { method: 'POST', body: form, headers });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: body as Record<string, unknown> };
}
