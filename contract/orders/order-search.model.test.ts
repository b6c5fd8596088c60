import { describe, expect, it } from 'vitest';
import { orderSearch } from './order-search.model';

describe('orderSearch', () => {
  it('tells an order number, an e-mail and a phone number from their shape', () => {
    expect(orderSearch('ok-20260315')).toEqual({ kind: 'order_no', value: 'OK-20260315' });
    expect(orderSearch(' Taro@Example.JP ')).toEqual({ kind: 'email', value: 'taro@example.jp' });
    expect(orderSearch('090-1234-5678')).toEqual({ kind: 'phone', value: '09012345678' });
    expect(orderSearch('０９０ー１２３４ー５６７８')).toEqual({
      kind: 'phone',
      value: '09012345678',
    });
    expect(orderSearch('(03) 1234 5678')).toEqual({ kind: 'phone', value: '0312345678' });
  });

  it('reads a name on the name and its kana, hiragana as katakana', () => {
    expect(orderSearch('やまだ たろう')).toEqual({
      kind: 'name',
      name: 'やまだたろう',
      kana: 'ヤマダタロウ',
    });
    expect(orderSearch('ゆーき')).toMatchObject({ kana: 'ユーキ' });
    // Small kana read as full size on both sides (the stored kana is folded the same way).
    expect(orderSearch('ｼｮｳｺ')).toMatchObject({ kana: 'シヨウコ' });
    expect(orderSearch('山田')).toMatchObject({ kind: 'name', name: '山田' });
  });

  it('answers nothing for an empty box', () => {
    expect(orderSearch('   ')).toBeNull();
  });
});
