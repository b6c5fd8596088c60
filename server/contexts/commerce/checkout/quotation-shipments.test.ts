import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../../../contract/cart/cart.testing';
import { shipmentTexts } from './quotation.model';

const address = {
  last_name: '北野',
  first_name: '友子',
  last_name_kana: 'キタノ',
  first_name_kana: 'トモコ',
  postal_code: '0600001',
  prefecture: '北海道',
  city: '札幌市中央区',
  address1: '北一条西2-1',
  address2: '',
  phone_number: '0111234567',
};
const shipment = (key: string, products: { key: string; quantity: number }[], carriage = 0) => ({
  key,
  address: key === '1' ? null : address,
  delivery_id: 3,
  delivery_name: 'お客様直送',
  delivery_date: null,
  delivery_time: null,
  delivery_time_label: null,
  products,
  carriage,
});

describe('quotation shipments', () => {
  it('lists each shipment holding goods as お届け先1, お届け先2 with its items and carriage', () => {
    const cart = sampleCart([2, 1]);
    cart.detail.shippings = [
      shipment('1', [{ key: 'line-0', quantity: 2 }]),
      shipment('2', [{ key: 'line-1', quantity: 1 }], 1320),
      shipment('3', []),
    ];
    expect(shipmentTexts(cart)).toEqual([
      'お届け先1：未指定　送料 ¥0',
      '　・オックスフォードシャツ 0（M） × 2',
      'お届け先2：北野 友子 様　〒060-0001 北海道札幌市中央区北一条西2-1 　送料 ¥1,320',
      '　・オックスフォードシャツ 1（M） × 1',
    ]);
  });

  it('calls a lone shipment just お届け先, and prints nothing without shipments', () => {
    const cart = sampleCart([1]);
    expect(shipmentTexts(cart)).toEqual([]);
    cart.detail.shippings = [shipment('2', [{ key: 'line-0', quantity: 1 }])];
    expect(shipmentTexts(cart)[0]).toMatch(/^お届け先：北野 友子 様/);
  });
});
