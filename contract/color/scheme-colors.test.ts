import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIRS,
  contrastRatio,
  contrastShortfalls,
  MIN_TEXT_CONTRAST,
  type SchemeColors,
} from './scheme-colors';

const READABLE: SchemeColors = {
  background: '#ffffff',
  surface: '#f6f5f2',
  text: '#1f1f1f',
  muted: '#5f5f5f',
  primary: '#2f4f6f',
  accent: '#b4442c',
  on_primary: '#ffffff',
  header_background: '#1d3557',
  header_text: '#ffffff',
};

describe('contrastRatio', () => {
  it('gives WCAG 2 ratios: 21 for black on white, 1 for a colour on itself, either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#336699', '#336699')).toBe(1);
  });

  it('rounds down, so a pair just under AA does not pass as 4.5', () => {
    // #767676 on white is the well-known lightest grey that passes AA (4.54); #777777 fails (4.47).
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.47);
  });
});

describe('contrastShortfalls', () => {
  it('finds none in a readable scheme', () => {
    expect(contrastShortfalls(READABLE)).toEqual([]);
  });

  it('names each unreadable pair with its ratio', () => {
    const grey = { ...READABLE, text: '#999999', on_primary: '#3a5a7a' };
    expect(contrastShortfalls(grey)).toEqual([
      { text: 'text', on: 'background', ratio: 2.84 },
      { text: 'text', on: 'surface', ratio: 2.61 },
      { text: 'on_primary', on: 'primary', ratio: 1.18 },
      { text: 'on_primary', on: 'accent', ratio: 1.3 },
    ]);
  });

  it('checks a background change against every text drawn on it', () => {
    const dark = { ...READABLE, background: '#2f4f6f' };
    expect(contrastShortfalls(dark).map((s) => s.text)).toEqual(['text', 'muted', 'primary']);
  });

  it('leaves colours that are not #rrggbb to the format check', () => {
    expect(contrastShortfalls({ text: 'red', background: '#ffffff' })).toEqual([]);
    expect(CONTRAST_PAIRS.length).toBe(8);
  });
});
