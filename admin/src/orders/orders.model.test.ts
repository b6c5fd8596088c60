import { describe, expect, it } from 'vitest';
import {
  activeOrderFilters,
  carrierCsvPath,
  DEFAULT_ORDER_FILTERS,
  EMPTY_ADDRESS,
  isConflict,
  orderListParams,
  paymentState,
  shipmentChangeBody,
} from './orders.model';

describe('order list parameters', () => {
  it('leaves empty fields out and keeps sort and page', () => {
    expect(orderListParams({ ...DEFAULT_ORDER_FILTERS, q: ' 090-1234 ', status: 'new' })).toEqual({
      q: '090-1234',
      from: undefined,
      to: undefined,
      status: 'new',
      payment_id: undefined,
      channel: undefined,
      sort: 'ordered_at',
      order: 'desc',
      page: 1,
      per: 50,
    });
  });

  it('counts the filters set besides the search box', () => {
    expect(activeOrderFilters({ ...DEFAULT_ORDER_FILTERS, q: 'x' })).toBe(0);
    expect(
      activeOrderFilters({ ...DEFAULT_ORDER_FILTERS, from: '2026-11-01', status: 'new' }),
    ).toBe(2);
  });

  it('tells a conflict from other failures', () => {
    expect(isConflict({ status: 409 })).toBe(true);
    expect(isConflict({ status: 422 })).toBe(false);
    expect(isConflict(new TypeError('network'))).toBe(false);
  });

  it('builds the carrier CSV call from the list filters, without paging or sort', () => {
    const path = carrierCsvPath('yamato-b2', {
      ...DEFAULT_ORDER_FILTERS,
      q: ' 山田 ',
      status: 'new',
      page: 3,
    });
    expect(path).toBe('/v1/admin/shipments.csv?format=yamato-b2&q=%E5%B1%B1%E7%94%B0&status=new');
  });

  it('sends a shipment change with the address only when one was typed, an empty date as none', () => {
    expect(shipmentChangeBody(4, { address: null, date: '', time: 'am' })).toEqual({
      version: 4,
      delivery_date: null,
      delivery_time: 'am',
    });
    const body = shipmentChangeBody(4, { address: EMPTY_ADDRESS, date: '2026-12-01', time: '' });
    expect(body).toMatchObject({
      address: EMPTY_ADDRESS,
      delivery_date: '2026-12-01',
      delivery_time: null,
    });
  });
});

describe('the payment state of the money panel', () => {
  const card = (status: string | null) => ({ intent_id: 'pi_1', status });
  const of = (kind: string, name: string, c: ReturnType<typeof card> | null = null) =>
    paymentState({ payment: { id: 1, name, kind }, card: c });

  it('names the card method once, then its state at the provider', () => {
    expect(of('card', 'クレジットカード', card('canceled'))).toBe(
      'クレジットカード：返金（取消）済み',
    );
    expect(of('card', 'クレジットカード', card('captured'))).toBe('クレジットカード：売上確定');
    expect(of('card', 'クレジットカード', card('succeeded'))).toBe(
      'クレジットカード：与信済み（未売上）',
    );
    expect(of('card', 'クレジットカード', card('requires_action'))).toBe(
      'クレジットカード：本人認証（3Dセキュア）待ち',
    );
    expect(of('card', 'クレジットカード', card('declined'))).toBe(
      'クレジットカード：承認されませんでした',
    );
    expect(of('card', 'クレジットカード', card(null))).toBe(
      'クレジットカード：決済代行会社から状態を取得できませんでした',
    );
  });

  it('never says カード twice nor shows a raw status of a known state', () => {
    for (const status of [
      'requires_action',
      'succeeded',
      'captured',
      'declined',
      'canceled',
      null,
    ]) {
      const text = of('card', 'クレジットカード', card(status));
      expect(text.split('カード').length - 1).toBe(1);
      expect(text).not.toMatch(/[a-z_]{4,}|・/);
    }
  });

  it('shows the other methods by their name alone (their state is the order status and 入金日時)', () => {
    expect(of('bank', '事前銀行振込')).toBe('事前銀行振込');
    expect(of('invoice', '掛け払い')).toBe('掛け払い');
    expect(of('deferred', '後払い決済サービス')).toBe('後払い決済サービス');
  });
});
