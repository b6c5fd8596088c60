import { describe, expect, it } from 'vitest';
import {
  cancelWarning,
  formatDate,
  orderIdFromPath,
  pointKindLabel,
  replaceOrder,
  statusLabel,
} from './orders.model';
import type { OrderDetail, OrderSummary } from './orders.schema';

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
