import { describe, expect, it } from 'vitest';
import { isPacked, packingText } from './options.model';

const base = {
  key: 'k',
  shipping_key: '1',
  wrapping: 'wrap',
  wrapping_name: '包装',
  noshi: 'oiwai',
  noshi_label: '御祝',
  noshi_name: '山田',
  fee_with_tax: 330,
};

describe('packingText', () => {
  it('reads wrapping with its fee and のし with the name', () => {
    expect(packingText(base)).toBe('包装：包装（¥330）／のし：御祝（山田）');
  });
  it('leaves out a free wrapping fee and an empty name', () => {
    const plain = {
      ...base,
      wrapping: 'none',
      wrapping_name: 'なし',
      fee_with_tax: 0,
      noshi_name: '',
    };
    expect(packingText(plain)).toBe('包装：なし／のし：御祝');
    expect(isPacked({ ...plain, noshi: 'none' })).toBe(false);
  });
});
