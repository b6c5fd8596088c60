import sharp from 'sharp';
import type { TestApi } from '../../../testing/api';
import type { StaffBrowser } from '../../back-office/staff/staff.testing';

/** A real picture of `width` × `height` in `format`, drawn by sharp. */
export function pictureOf(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width = 640,
  height = 480,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

/**
 * An image bomb: a real, tiny PNG whose header claims `side` × `side` pixels (its one row of
 * data never decodes that far, but a decoder trusting the header would allocate it all).
 */
export async function pngBomb(side = 20000): Promise<Buffer> {
  const png = await pictureOf('png', 1, 1);
  const bomb = Buffer.from(png);
  // IHDR starts at byte 8: length (4), "IHDR" (4), width (4), height (4)…; its CRC follows the 13 data bytes.
  bomb.writeUInt32BE(side, 16);
  bomb.writeUInt32BE(side, 20);
  const crc = crc32(bomb.subarray(12, 29));
  bomb.writeUInt32BE(crc, 29);
  return bomb;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Posts one picture as `multipart/form-data` to a product's images, as `browser` (CSRF unless false). */
export async function uploadPicture(
  api: TestApi,
  browser: StaffBrowser,
  key: string,
  bytes: Uint8Array,
  opts: { name?: string; type?: string; alt?: string; csrf?: boolean } = {},
) {
  const form = new FormData();
  const file = new File([new Uint8Array(bytes)], opts.name ?? 'photo.jpg', {
    type: opts.type ?? 'image/jpeg',
  });
  form.set('file', file);
  if (opts.alt !== undefined) form.set('alt', opts.alt);
  const headers: Record<string, string> = { Host: 'admin.localhost' };
  if (browser.cookies.size) {
    headers.Cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  if (opts.csrf !== false && browser.csrf) headers['X-CSRF-Token'] = browser.csrf;
  const path = `/v1/admin/products/${encodeURIComponent(key)}/images`;
  const res = await api.app.request(`http://admin.localhost${path}`, {
    method: 'POST',
    body: form,
    headers,
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, text, body: body as Record<string, unknown> };
}
