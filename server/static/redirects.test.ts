import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trailingSlashLocation, trailingSlashRedirect } from './redirects.ts';

/** Host header values an attacker may send: names, ports, IPs, userinfo, odd characters. */
const hostArb = fc.oneof(
  fc.domain(),
  fc.tuple(fc.domain(), fc.integer({ min: 1, max: 65535 })).map(([d, p]) => `${d}:${p}`),
  fc.ipV4(),
  fc.constantFrom('evil.example', 'shop.example@evil.example', '[::1]:8080'),
);
/** Request paths: any segments, with slashes and backslashes anywhere (doubled too). */
const pathArb = fc
  .array(fc.oneof(fc.webSegment(), fc.constantFrom('', '\\', '%2F', '..', 'evil.example')), {
    minLength: 1,
    maxLength: 6,
  })
  .map((segments) => `/${segments.join('/')}`);
const queryArb = fc.option(
  fc.webQueryParameters().map((q) => `?${q}`),
  { nil: '' },
);

describe('the trailing-slash redirect rule', () => {
  it('never names the request host: the Location stays on whatever origin served it', () => {
    fc.assert(
      fc.property(hostArb, pathArb, queryArb, (host, path, query) => {
        let url: URL;
        try {
          url = new URL(`http://${host}${path}${query}`);
        } catch {
          return; // not a request Node would accept
        }
        const location = trailingSlashLocation(url);
        expect(location.startsWith('/')).toBe(true);
        expect(location).not.toMatch(/^\/[/\\]/);
        const shop = new URL(location, 'https://shop.example/');
        expect(shop.origin).toBe('https://shop.example');
        expect(shop.search).toBe(url.search);
        expect(shop.pathname.endsWith('/')).toBe(true);
      }),
      { seed: 20261128, numRuns: 500 },
    );
  });

  it('adds the slash and keeps the query, as a 301 with a relative Location', () => {
    const res = trailingSlashRedirect(new URL('http://evil.example/product?x=1'));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/product/?x=1');
  });
});
