import { describe, expect, it } from 'vitest';
import {
  axesOf,
  codeProblems,
  fillMatrix,
  type VariantRow,
  variantCode,
  variantsBody,
  withoutVariant,
} from './variant-matrix.model';

const stored: VariantRow = {
  id: 7,
  code: 'TEE-1S',
  name: '',
  colour: '白',
  size: 'S',
  stock: '4',
  base: 4,
};

describe('the colour × size matrix', () => {
  it('adds every missing pair with stock 0 and keeps the existing ones as they are', () => {
    const rows = fillMatrix([stored], ['白', '黒'], ['S', 'M', 'L'], 'TEE');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toBe(stored);
    expect(rows.map((row) => row.code)).toEqual([
      'TEE-1S',
      'TEE-1M',
      'TEE-1L',
      'TEE-2S',
      'TEE-2M',
      'TEE-2L',
    ]);
    expect(rows[5]).toMatchObject({ colour: '黒', size: 'L', stock: '0' });
  });

  it('keeps variants outside the matrix after it and reads the axes back', () => {
    const odd: VariantRow = { code: 'X', name: '', colour: '赤', size: 'F', stock: '1' };
    const rows = fillMatrix([odd, stored], ['白'], ['S'], 'TEE');
    expect(rows).toEqual([stored, odd]);
    expect(axesOf(rows)).toEqual({ colours: ['白', '赤'], sizes: ['S', 'F'] });
  });

  it('makes ASCII codes from Japanese sizes and odd product codes', () => {
    expect(variantCode('商品', 0, 'フリー')).toBe('V-11');
    expect(variantCode('AB 12', 1, 'xl')).toBe('AB12-2XL');
  });

  it('removes a stored variant through the save, a new one at once', () => {
    const added = fillMatrix([stored], ['白'], ['S', 'M'], 'TEE');
    expect(withoutVariant(added, [], 0)).toEqual({ variants: [added[1]], removed: [7] });
    expect(withoutVariant(added, [], 1)).toEqual({ variants: [stored], removed: [] });
  });

  it('sends stored variants with the stock they were read at, and finds bad codes', () => {
    const rows = fillMatrix([{ ...stored, stock: '9' }], ['白'], ['S', 'M'], 'TEE');
    expect(variantsBody(rows)[0]).toMatchObject({ id: 7, stock: 9, stock_base: 4 });
    expect(variantsBody(rows)[1]).not.toHaveProperty('id');
    expect(codeProblems([...rows, { ...stored, id: 8 }])).toEqual(['TEE-1S']);
    expect(codeProblems([{ ...stored, code: ' ' }])).toEqual(['']);
  });
});
