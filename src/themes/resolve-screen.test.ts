import { describe, expect, it } from 'vitest';
import { resolveScreen, resolveTokens, screenCandidates, tokensToCss } from './resolve-screen';

const modules = {
  './simple/screens/TopPage.astro': 'simple-top',
  './simple/screens/CartPage.astro': 'simple-cart',
  './standard/screens/TopPage.astro': 'standard-top',
  './customers/school/screens/CartPage.astro': 'school-cart',
};

describe('resolveScreen', () => {
  it('looks in the customer set, then the theme, then simple', () => {
    expect(screenCandidates('TopPage', { customer: 'school', theme: 'standard' })).toEqual([
      './customers/school/screens/TopPage.astro',
      './standard/screens/TopPage.astro',
      './simple/screens/TopPage.astro',
    ]);
  });

  it('prefers the customer set over the theme', () => {
    expect(resolveScreen('CartPage', { customer: 'school', theme: 'standard' }, modules)).toBe(
      'school-cart',
    );
  });

  it('uses the theme named by the site setting', () => {
    expect(resolveScreen('TopPage', { customer: 'school', theme: 'standard' }, modules)).toBe(
      'standard-top',
    );
  });

  it('falls back to simple for a screen the theme lacks or an unknown theme', () => {
    expect(resolveScreen('CartPage', { theme: 'standard' }, modules)).toBe('simple-cart');
    expect(resolveScreen('TopPage', { theme: 'nope', customer: null }, modules)).toBe('simple-top');
  });

  it('ignores unsafe names and fails loudly when simple lacks the screen', () => {
    expect(screenCandidates('X', { theme: '../evil' })).toEqual(['./simple/screens/X.astro']);
    expect(() => resolveScreen('Missing', {}, modules)).toThrow(/Missing/);
  });
});

describe('resolveTokens', () => {
  it('layers simple, theme and customer tokens', () => {
    const tokenModules = {
      './simple/tokens.ts': { tokens: { accent: 'blue', radius: '4px' } },
      './standard/tokens.ts': { tokens: { accent: 'navy' } },
      './customers/school/tokens.ts': { tokens: { radius: '0' } },
    };
    expect(resolveTokens({ customer: 'school', theme: 'standard' }, tokenModules)).toEqual({
      accent: 'navy',
      radius: '0',
    });
  });

  it('renders safe tokens as CSS', () => {
    expect(tokensToCss({ accent: '#123', 'bad name': 'x', evil: 'red;}body{' })).toBe(
      ':root{--accent:#123;}',
    );
  });
});
