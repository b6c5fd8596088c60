import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** An encoding the static server can send. */
export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 512;
const CACHE_LIMIT = 4000;
const cache = new Map<string, Uint8Array<ArrayBuffer>>();

/** The best encoding the client accepts for this type and size, or null to send it as is. */
export function chooseEncoding(
  acceptEncoding: string | null,
  contentType: string,
  size: number,
): Encoding | null {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(contentType)) return null;
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** The body compressed with `encoding`, cached by the file's ETag (static files never change in place). */
export function compressedBody(
  body: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  etag: string,
): Uint8Array<ArrayBuffer> {
  const key = `${encoding}:${etag}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(body, { level: 9 });
  const bytes = new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, bytes);
  return bytes;
}
