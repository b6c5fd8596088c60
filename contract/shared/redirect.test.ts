import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './redirect';

const ORIGIN = 'https://shop.example';
/** The page a browser would resolve a redirect against (a deep page, as /login_sync/ is). */
const PAGE = `${ORIGIN}/login_sync/?redirect=x`;
const FC = { seed: 20_261_124, numRuns: 2_000 };

/** What a browser would do with the value: the origin it would land on. */
const landsOn = (value: string) => new URL(value, PAGE).origin;

/** Every accepted value is a plain same-origin path, wherever the browser resolves it. */
function expectSafe(value: string): void {
  const path = sameOriginPath(value, ORIGIN);
  if (path === null) return;
  expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
  expect(path).not.toMatch(/[\p{Cc}\\]/u);
  expect(landsOn(path)).toBe(ORIGIN);
}

const KNOWN_PAYLOADS = [
  '/\t/evil.example/',
  decodeURIComponent('%2F%09%2Fevil.example%2F'),
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  'https://evil.example/',
  'HTTPS://evil.example',
  'http://shop.example/',
  'http:evil.example',
  'https://shop.example@evil.example/',
  'https://user:pass@shop.example/',
  '//shop.example@evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '',
];

describe('sameOriginPath: known payloads', () => {
  it.each(KNOWN_PAYLOADS)('refuses %j', (payload) => {
    expect(sameOriginPath(payload, ORIGIN)).toBeNull();
  });

  it.each([
    ['/cart/', '/cart/'],
    ['/product/oxford-shirt/?color=blue#reviews', '/product/oxford-shirt/?color=blue#reviews'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['https://shop.example/mypage/', '/mypage/'],
    ['/a/../ec/', '/ec/'],
    // Same scheme as the page, no slashes: a relative reference, resolved on this origin.
    ['https:evil.example', '/evil.example'],
  ])('keeps %j as %j', (value, path) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(path);
  });

  it('refuses null, undefined and a value that is no URL at all', () => {
    expect(sameOriginPath(null, ORIGIN)).toBeNull();
    expect(sameOriginPath(undefined, ORIGIN)).toBeNull();
    expect(sameOriginPath('http://[::1', ORIGIN)).toBeNull();
  });
});

const hostile = fc.constantFrom(
  '',
  '/',
  '//',
  '///',
  '/\\',
  '\\/',
  '\\\\',
  '/./',
  '/.//',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u000b',
  '\u000c',
  '%2F',
  '%2f%2f',
  '%5C',
  '%09',
  '%0a',
  'https:',
  'http:',
  'https://',
  'javascript:',
  'JAVASCRIPT:',
  'java\nscript:',
  'data:',
  'user:pass@',
  'shop.example@',
  '@',
  '.',
  '..',
  '?',
  '#',
);
const target = fc.constantFrom('evil.example', 'evil.example/', 'alert(1)', 'shop.example', '');

describe('sameOriginPath: generated hostile variants', () => {
  it('never lets a browser leave the origin', () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 5 }), target, (parts, host) => {
        const value = `${parts.join('')}${host}`;
        expectSafe(value);
        expectSafe(encodeURI(value));
      }),
      FC,
    );
  });

  it('never lets a browser leave the origin for any string at all', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), expectSafe), FC);
  });

  it('refuses any value carrying a control character or a backslash', () => {
    const bad = fc.constantFrom('\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '\\');
    fc.assert(
      fc.property(fc.string(), bad, fc.string(), (before, char, after) => {
        expect(sameOriginPath(`/${before}${char}${after}`, ORIGIN)).toBeNull();
      }),
      FC,
    );
  });

  it('keeps ordinary site paths unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const path = `/${segments.map((s) => `${s}/`).join('')}`;
        expect(sameOriginPath(path, ORIGIN)).toBe(path);
      }),
      FC,
    );
  });
});
