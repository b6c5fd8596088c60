import { describe, expect, it } from 'vitest';
import {
  checkReceiptForm,
  guestLinkFromSearch,
  orderIdOfDetailPath,
  receiptDate,
} from './receipts.model';

describe('checkReceiptForm', () => {
  it('trims, requires a 宛名 and fills the default 但し書き', () => {
    expect(checkReceiptForm({ name: ' 山田商店 ', proviso: '' })).toEqual({
      ok: true,
      body: { name: '山田商店', proviso: 'お品代として' },
    });
    expect(checkReceiptForm({ name: '　', proviso: 'x'.repeat(41) })).toEqual({
      ok: false,
      errors: {
        name: ['宛名を入力してください。'],
        proviso: ['但し書きは40文字以内で入力してください。'],
      },
    });
  });
});

describe('guestLinkFromSearch', () => {
  it('reads no and t, and refuses a link missing either', () => {
    const t = 'abcdefghijklmnopqrstuvwxyz012345';
    expect(guestLinkFromSearch(`?no=OK-20261124-000001&t=${t}`)).toEqual({
      no: 'OK-20261124-000001',
      t,
    });
    expect(guestLinkFromSearch('?no=OK-1')).toBeNull();
    expect(guestLinkFromSearch(`?t=${t}`)).toBeNull();
    expect(guestLinkFromSearch(`?no=../x&t=${t}`)).toBeNull();
  });
});

describe('orderIdOfDetailPath', () => {
  it('reads the id of the order detail path only', () => {
    expect(orderIdOfDetailPath('/mypage/order_history/12/')).toBe(12);
    expect(orderIdOfDetailPath('/mypage/order_history/_/')).toBeNull();
    expect(orderIdOfDetailPath('/mypage/order_history/99999999999/')).toBeNull();
  });
});

describe('receiptDate', () => {
  it('shows the Tokyo day', () => {
    expect(receiptDate('2026-08-01T16:00:00.000Z')).toBe('2026年8月2日');
  });
});
