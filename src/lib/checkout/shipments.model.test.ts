import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../contract/cart/cart.schema';
import { sampleCart } from '../../../contract/cart/cart.testing';
import type { UserAddress } from '../../../contract/checkout/shipments.schema';
import {
  allowsMultiple,
  changedSplits,
  defaultFirst,
  emptyGiftShipment,
  shipmentTarget,
  splitForm,
  splitGaps,
} from './shipments.model';

const shipping = (key: string, products: { key: string; quantity: number }[]) => ({
  key,
  address: null,
  delivery_id: 3,
  delivery_name: 'お客様直送',
  delivery_date: null,
  delivery_time: null,
  delivery_time_label: null,
  products,
  carriage: 0,
});

function twoShipments(): Cart {
  const cart = sampleCart([3, 1]);
  const [a, b] = cart.detail.products;
  if (!a || !b) throw new Error('fixture needs two lines');
  cart.detail.shippings = [
    shipping('1', [
      { key: a.key, quantity: 2 },
      { key: b.key, quantity: 1 },
    ]),
    shipping('2', [{ key: a.key, quantity: 1 }]),
  ];
  return cart;
}

describe('shipment split form', () => {
  it('reads every line × shipment from the cart, 0 where none', () => {
    const cart = twoShipments();
    const [a, b] = cart.detail.products.map((l) => l.key);
    expect(splitForm(cart)).toEqual({
      [a as string]: { '1': 2, '2': 1 },
      [b as string]: { '1': 1, '2': 0 },
    });
  });

  it('sends only the lines that changed, and tells how far a line is off', () => {
    const cart = twoShipments();
    const [a, b] = cart.detail.products.map((l) => l.key) as [string, string];
    const form = { ...splitForm(cart), [b]: { '1': 0, '2': 2 } };
    expect(changedSplits(cart, form)).toEqual([
      {
        key: b,
        parts: [
          { shipping_key: '1', quantity: 0 },
          { shipping_key: '2', quantity: 2 },
        ],
      },
    ]);
    expect(splitGaps(cart, form)).toEqual({ [a]: 0, [b]: -1 });
    expect(splitGaps(cart, { ...form, [b]: { '1': 0, '2': 0 } })[b]).toBe(1);
  });

  it('points out a gift shipment the typed split sends nothing', () => {
    const cart = twoShipments();
    const [a, b] = cart.detail.products.map((l) => l.key) as [string, string];
    expect(emptyGiftShipment(cart, splitForm(cart))).toBeNull();
    const gift = cart.detail.shippings[1];
    if (gift) gift.social_gift = { message: '' };
    expect(emptyGiftShipment(cart, splitForm(cart))).toBeNull();
    const nothing = { [a]: { '1': 3, '2': 0 }, [b]: { '1': 1, '2': 0 } };
    expect(emptyGiftShipment(cart, nothing)).toEqual({ key: '2', position: 2 });
  });
});

describe('shipment helpers', () => {
  it('puts the default address first and sends a book entry by id', () => {
    const entry = (id: number, is_default: boolean) => ({ id, is_default }) as UserAddress;
    expect(defaultFirst([entry(1, false), entry(2, true)]).map((a) => a.id)).toEqual([2, 1]);
    const s = { ...shipping('2', []), user_address_id: 7 };
    expect(shipmentTarget(s)).toEqual({ user_address_id: 7 });
    expect(shipmentTarget(shipping('1', []))).toBeNull();
  });

  it('reads ORDER.SHIPPING.IS_ALLOW_MULTIPLE in its usual spellings', () => {
    const key = 'ORDER.SHIPPING.IS_ALLOW_MULTIPLE';
    expect(allowsMultiple({ [key]: true })).toBe(true);
    expect(allowsMultiple({ [key]: '1' })).toBe(true);
    expect(allowsMultiple({ [key]: false })).toBe(false);
    expect(allowsMultiple({})).toBe(false);
  });
});
