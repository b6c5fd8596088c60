import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../../../../contract/cart/cart.schema';
import { accessoryRows, packingRows } from './quotation.model';

describe('quotation rows of accessories and packings', () => {
  it('lists each accessory under its line and each paid wrapping', () => {
    const line = {
      accessories: [
        {
          product_id: 9,
          product_key: 'gift-wrapping',
          product_name: 'ギフト包装・のし',
          quantity: 2,
          unit_price: 200,
          unit_price_with_tax: 220,
          amount_with_tax: 440,
          tax_rate: 10,
        },
      ],
    } as unknown as CartLine;
    expect(accessoryRows(line)).toEqual([
      { name: '　＋ ギフト包装・のし', rate: 10, quantity: 2, unit: 220 },
    ]);
    const packing = (wrapping: string, fee: number) => ({
      key: wrapping,
      shipping_key: '1',
      wrapping,
      wrapping_name: wrapping === 'wrap' ? '包装' : 'なし',
      noshi: 'oiwai',
      noshi_label: '御祝',
      noshi_name: '',
      fee_with_tax: fee,
    });
    const cart = { detail: { packings: [packing('wrap', 330), packing('none', 0)] } } as Cart;
    expect(packingRows(cart)).toEqual([
      { name: 'ギフト包装料（包装・お届け先1）', rate: 10, quantity: 1, unit: 330 },
    ]);
  });
});
