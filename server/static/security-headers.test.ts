import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  apiOrigin,
  cacheControl,
  contentSecurityPolicy,
  inlineScriptHashes,
} from './security-headers.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly and skips external ones', () => {
    const html =
      '<script type="module">a()</script><script src="/_astro/x.js"></script><script>b()</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline script without a hash', () => {
    const csp = contentSecurityPolicy([]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data:");
  });

  it('adds a cross-origin API to connect-src', () => {
    expect(contentSecurityPolicy([], 'https://api.example.jp')).toContain(
      "connect-src 'self' https://api.example.jp",
    );
    expect(apiOrigin('https://api.example.jp/v1')).toBe('https://api.example.jp');
    expect(apiOrigin('')).toBeUndefined();
  });
});

describe('cacheControl', () => {
  it('makes hashed assets immutable and revalidates the rest', () => {
    expect(cacheControl('/_astro/index.Ab12.js')).toContain('immutable');
    expect(cacheControl('/index.html')).toBe('no-cache');
  });
});
