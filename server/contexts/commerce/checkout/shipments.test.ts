import { describe, expect, it } from 'vitest';
import type { CartCheckoutState } from '../../../db/schema/index';
import {
  allocate,
  lineSplit,
  nextShipmentKey,
  shipmentCarriage,
  shipmentsOf,
  toStoredAllocations,
} from '../cart/index';

const home = { address: null, deliveryId: 3, deliveryDate: null, deliveryTime: null };
const two: CartCheckoutState = {
  shipping: home,
  shipments: [{ ...home, key: '2' }],
  allocations: { a: { '2': 1 }, gone: { '2': 5 } },
};
const lines = [
  { key: 'a', quantity: 3 },
  { key: 'b', quantity: 1 },
];

describe('shipments', () => {
  it('has none until one is chosen, then "1" first', () => {
    expect(shipmentsOf({})).toEqual([]);
    expect(shipmentsOf(two).map((s) => s.key)).toEqual(['1', '2']);
    expect(nextShipmentKey(two)).toBe('3');
    expect(nextShipmentKey({})).toBe('2');
    // "2" was removed: "3" comes next, so nothing attached to the old "2" comes back.
    expect(nextShipmentKey({ shipping: home, shipmentSeq: 2 })).toBe('3');
  });

  it('puts every quantity not moved into shipment "1"', () => {
    const a = allocate(lines, two);
    expect(a.get('1')).toEqual([
      { key: 'a', quantity: 2 },
      { key: 'b', quantity: 1 },
    ]);
    expect(a.get('2')).toEqual([{ key: 'a', quantity: 1 }]);
    expect(toStoredAllocations(a)).toEqual({ a: { '2': 1 } });
    expect([...lineSplit(a, 'a')]).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
  });

  it('cuts a moved quantity down to what the line still has', () => {
    const a = allocate([{ key: 'a', quantity: 1 }], { ...two, allocations: { a: { '2': 4 } } });
    expect(a.get('1')).toEqual([]);
    expect(a.get('2')).toEqual([{ key: 'a', quantity: 1 }]);
  });

  it('ignores quantities for a shipment that no longer exists', () => {
    const a = allocate(lines, { shipping: home, allocations: { a: { '2': 1 } } });
    expect(a.get('1')?.[0]).toEqual({ key: 'a', quantity: 3 });
  });

  it('prices carriage per shipment: free over the threshold each, else by prefecture', () => {
    const rule = { freeThreshold: 5000, defaultFee: 550, perPrefecture: { 北海道: 1100 } };
    const priced = [
      { key: 'a', quantity: 3, unitPrice: 2000, taxRate: 10 },
      { key: 'b', quantity: 1, unitPrice: 1000, taxRate: 8 },
    ];
    const state: CartCheckoutState = {
      shipping: { ...home, address: { prefecture: '東京都' } },
      shipments: [{ ...home, key: '2', address: { prefecture: '北海道' } }],
      allocations: { a: { '2': 1 } },
    };
    // "1": 2×2000 + 1000 → 4400 + 1080 = 5480 ≥ 5000, free. "2": 2200 < 5000, 北海道 1100.
    expect([...shipmentCarriage(priced, state, rule)]).toEqual([
      ['1', 0],
      ['2', 1100],
    ]);
  });
});
