import { describe, expect, it } from 'vitest';
import { checkCatalogOrder } from './catalog-order.store';

describe('checkCatalogOrder', () => {
  it('accepts a complete request and trims it', () => {
    const r = checkCatalogOrder({
      catalog_ids: [1],
      name: ' 山田 太郎 ',
      name_kana: 'ヤマダ タロウ',
      email: 'a@example.jp',
      postal_code: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      address1: '1-1',
    });
    expect(r.ok && r.body.name).toBe('山田 太郎');
  });

  it('gives one Japanese message per bad field', () => {
    const r = checkCatalogOrder({ catalog_ids: [], name: '', name_kana: 'abc', email: 'x' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.catalog_ids).toEqual(['カタログを1つ以上選んでください。']);
    expect(r.errors.name).toEqual(['お名前を入力してください。']);
    expect(r.errors.name_kana).toEqual(['フリガナは全角カタカナで入力してください。']);
    expect(r.errors.postal_code).toEqual(['入力してください。']);
  });
});
