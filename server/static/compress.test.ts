import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressedBody } from './compress';

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, and skips small or binary files', () => {
    expect(chooseEncoding('gzip, deflate, br', 'text/html; charset=utf-8', 5000)).toBe('br');
    expect(chooseEncoding('gzip', 'text/javascript', 5000)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', 'text/css', 5000)).toBe('gzip');
    expect(chooseEncoding(null, 'text/css', 5000)).toBeNull();
    expect(chooseEncoding('br', 'image/png', 5000)).toBeNull();
    expect(chooseEncoding('br', 'text/html', 100)).toBeNull();
  });
});

describe('compressedBody', () => {
  it('round-trips and caches by ETag', () => {
    const body = new TextEncoder().encode('<p>こんにちは</p>'.repeat(200));
    const br = compressedBody(body, 'br', '"a"');
    expect(br.byteLength).toBeLessThan(body.byteLength / 10);
    expect(brotliDecompressSync(br).toString()).toBe(new TextDecoder().decode(body));
    expect(compressedBody(body, 'br', '"a"')).toBe(br);
    expect(gunzipSync(compressedBody(body, 'gzip', '"a"')).toString()).toContain('こんにちは');
  });
});
