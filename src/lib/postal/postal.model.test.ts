import { describe, expect, it } from 'vitest';
import { postalAnswer } from './postal.model';

describe('postalAnswer', () => {
  it('reads postal lookups of several shapes and ignores the rest', () => {
    expect(postalAnswer({ prefecture: '東京都', city: '渋谷区', town: '神宮前' })).toEqual({
      prefecture: '東京都',
      city: '渋谷区',
      town: '神宮前',
    });
    expect(postalAnswer({ data: [{ pref: '大阪府', city: '北区', address1: '梅田' }] })?.town).toBe(
      '梅田',
    );
    expect(postalAnswer({ code: 'x' })).toBeNull();
  });
});
