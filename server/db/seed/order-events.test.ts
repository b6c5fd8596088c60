import { describe, expect, it } from 'vitest';
import { SEED_EVENT_ACTOR, seedEventsOf } from './order-events';

const order = {
  id: 7,
  paymentKind: 'bank',
  paidAt: null,
  cancelledAt: null,
  cancelReason: null,
  shippings: [{ key: '1' }],
};

describe('seedEventsOf: a seeded order history as the back office commands write it', () => {
  it('gives a paid, shipped bank transfer 入金を記録 then 発送 with the carrier and number', () => {
    const events = seedEventsOf({
      ...order,
      paidAt: new Date('2026-10-02T01:00:00Z'),
      shippings: [
        {
          key: '1',
          shippedAt: '2026-10-03T01:00:00Z',
          carrier: 'sagawa',
          trackingNo: '123456789012',
        },
      ],
    });
    expect(events).toEqual([
      { orderId: 7, actor: SEED_EVENT_ACTOR, kind: 'paid', at: new Date('2026-10-02T01:00:00Z') },
      {
        orderId: 7,
        actor: SEED_EVENT_ACTOR,
        kind: 'shipped',
        at: new Date('2026-10-03T01:00:00Z'),
        detail: { shipment: '1', carrier: 'sagawa', tracking_no: '123456789012' },
      },
    ]);
  });

  it('writes no 入金 for a card (paid at ordering), nothing for an order waiting to ship', () => {
    expect(seedEventsOf({ ...order, paymentKind: 'card', paidAt: new Date() })).toEqual([]);
    expect(seedEventsOf(order)).toEqual([]);
  });

  it("gives a shop cancellation キャンセル with its reason; a customer's own has no event", () => {
    const at = new Date('2026-10-05T00:00:00Z');
    expect(
      seedEventsOf({ ...order, cancelledAt: at, cancelReason: 'ショップによるキャンセル: 欠品' }),
    ).toEqual([
      {
        orderId: 7,
        actor: SEED_EVENT_ACTOR,
        kind: 'cancelled',
        at,
        detail: { reason: 'ショップによるキャンセル: 欠品' },
      },
    ]);
    expect(seedEventsOf({ ...order, cancelledAt: at })).toEqual([]);
  });
});
