import { describe, expect, it } from 'vitest';
import type {
  OrderDetail,
  OrderSummary,
  ReorderLine,
} from '../../../contract/orders/orders.schema';
import {
  buyAgainNotes,
  cancelWarning,
  formatDate,
  orderIdFromPath,
  pointKindLabel,
  replaceOrder,
  statusLabel,
} from './orders.model';

const summary = (id: number, status: OrderSummary['status']): OrderSummary => ({
  id,
  order_no: `OK-20261118-000${id}`,
  ordered_at: '2026-11-18T10:30:00.000Z',
  status,
  is_cancellable: status === 'new',
  total_payment: 1000,
  payment_name: '後払い決済サービス',
  shippings: [],
  memo: null,
});

describe('order screens’ rules', () => {
  it('formats dates as YYYY.MM.DD and reads plain dates as local days', () => {
    expect(formatDate('2026-11-18T10:30:00+09:00')).toBe('2026.11.18');
    expect(formatDate('2026-11-22')).toBe('2026.11.22');
    expect(formatDate(null)).toBe('');
    expect(formatDate('nope')).toBe('');
  });

  it('names statuses, point movements and cancel warnings in Japanese', () => {
    expect(statusLabel('new')).toBe('ご注文受付');
    expect(statusLabel('cancelled')).toBe('キャンセル済み');
    expect(pointKindLabel('revoked')).toBe('キャンセルによる取り消し');
    expect(cancelWarning('deferred')).toContain('請求書');
    expect(cancelWarning(null)).toBeNull();
    expect(cancelWarning('unknown')).toBeNull();
  });

  it('reads the order id from the detail path, and nothing else', () => {
    expect(orderIdFromPath('/mypage/order_history/12/')).toBe(12);
    expect(orderIdFromPath('/mypage/order_history/_/')).toBeNull();
    expect(orderIdFromPath('/mypage/order_history/0/')).toBeNull();
    expect(orderIdFromPath('/mypage/order_history/2147483648/')).toBeNull();
  });

  it('puts a cancelled order in place of the listed one, leaving the others', () => {
    const list = [summary(1, 'new'), summary(2, 'delivered')];
    const cancelled = { ...summary(1, 'cancelled'), is_cancellable: false } as OrderDetail;
    expect(replaceOrder(list, cancelled).map((o) => [o.id, o.status, o.is_cancellable])).toEqual([
      [1, 'cancelled', false],
      [2, 'delivered', false],
    ]);
  });
});

describe('buyAgainNotes', () => {
  const line = (over: Partial<ReorderLine>): ReorderLine => ({
    line_id: 1,
    name: 'オックスフォードシャツ',
    variant_name: 'M',
    quantity: 1,
    outcome: 'added',
    ordered_unit_price_with_tax: 5390,
    unit_price_with_tax: 5390,
    ...over,
  });

  it('counts the lines added and says nothing more when prices held', () => {
    expect(buyAgainNotes([line({}), line({ line_id: 2 })])).toEqual({ added: 2, notes: [] });
  });

  it('names each refused line with its reason and each changed price, then and now', () => {
    const { added, notes } = buyAgainNotes([
      line({ unit_price_with_tax: 6490 }),
      line({ line_id: 2, name: 'チノパン', outcome: 'sold_out' }),
      line({
        line_id: 3,
        name: '煎餅',
        variant_name: '24枚',
        outcome: 'not_sold',
        unit_price_with_tax: null,
      }),
    ]);
    expect(added).toBe(1);
    expect(notes).toEqual([
      'オックスフォードシャツ（M）の価格がご注文時から変わりました（¥5,390 → ¥6,490）。',
      'チノパン（M）は在庫切れ（または在庫不足）のため、カートに入れられませんでした。',
      '煎餅（24枚）は現在販売していないため、カートに入れられませんでした。',
    ]);
  });
});
