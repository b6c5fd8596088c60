import { describe, expect, it } from 'vitest';
import { cp932Unencodable, neutraliseFormula, restoreFormula, toCp932Equivalents } from './csv';

describe('formula cells', () => {
  const starts = ['=', '+', '-', '@', '\t', '\r'];
  const cells = [
    '',
    'plain',
    "'quoted",
    ...starts.flatMap((s) => [`${s}1+1`, `'${s}1+1`, `''${s}x`, `a${s}`]),
  ];

  it('no written cell starts with a formula character, and every cell reads back unchanged', () => {
    for (const cell of cells) {
      const written = neutraliseFormula(cell);
      expect(written).not.toMatch(/^[=+\-@\t\r]/);
      expect(restoreFormula(written)).toBe(cell);
    }
  });
});

describe('CP932', () => {
  it('maps the well-known look-alikes and names what it cannot hold', () => {
    expect(toCp932Equivalents('〜−—‖¢£¬¥')).toBe('～－―∥￠￡￢￥');
    expect(cp932Unencodable('10〜20−3—髙﨑①')).toEqual([]);
    expect(cp932Unencodable('𠮷田😀é𠮷')).toEqual(['𠮷', '😀', 'é']);
  });
});
