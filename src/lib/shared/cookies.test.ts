import { describe, expect, it } from 'vitest';
import { memoryCookies, parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses a cookie header and decodes values', () => {
    expect(parseCookies('a=1; cartToken=abc%2Fdef; broken; =x')).toEqual({
      a: '1',
      cartToken: 'abc/def',
    });
  });

  it('serialises with path, max-age and same-site', () => {
    expect(serializeCookie('access_token', 'a b', { maxAge: 60.9 })).toBe(
      'access_token=a%20b; Path=/; Max-Age=60; SameSite=Lax',
    );
  });

  it('keeps values in a memory jar', () => {
    const jar = memoryCookies({ x: '1' });
    jar.set('y', '2');
    jar.remove('x');
    expect([jar.get('x'), jar.get('y')]).toEqual([undefined, '2']);
  });
});
