import { describe, expect, it } from 'vitest';
import { sampleCart } from '../cart/cart.testing';
import { ecommerceMessage, lineItem, momentMessage, purchaseMessage } from './analytics.model';
import { recordMoment, startAnalytics } from './analytics.store';

describe('GA4 ecommerce messages', () => {
  it('describes a cart line with tax-included price and JPY value', () => {
    const cart = sampleCart([2]);
    const line = cart.detail.products[0];
    if (!line) throw new Error('no line');
    const item = lineItem(line);
    expect(item).toMatchObject({ item_name: line.product_name, price: 4400, quantity: 2 });
    expect(ecommerceMessage('add_to_cart', [item]).ecommerce).toMatchObject({
      currency: 'JPY',
      value: 8800,
    });
  });

  it('pushes each recorded moment to dataLayer after clearing the previous ecommerce object', () => {
    const w = globalThis as unknown as { window?: unknown; dataLayer?: unknown[] };
    w.window = w;
    const stop = startAnalytics();
    recordMoment({ kind: 'cart', event: 'view_cart', cart: sampleCart([1]) });
    expect(w.dataLayer?.[0]).toEqual({ ecommerce: null });
    expect(w.dataLayer?.[1]).toMatchObject({ event: 'view_cart', ecommerce: { currency: 'JPY' } });
    stop();
    delete w.window;
    delete w.dataLayer;
  });

  it('reports nothing for an empty cart', () => {
    expect(
      momentMessage({ kind: 'cart', event: 'begin_checkout', cart: sampleCart([]) }),
    ).toBeNull();
  });

  it('uses the order number and the paid total for purchase', () => {
    const msg = purchaseMessage({
      order_no: 'OK-1',
      ordered_at: '',
      email: '',
      payment_id: 1,
      payment_name: '',
      total_payment: 3900,
      bank_account: null,
      lines: [{ name: 'せんべい', variant_name: 'F', quantity: 1, unit_price_with_tax: 3240 }],
    });
    expect(msg.ecommerce).toMatchObject({ transaction_id: 'OK-1', value: 3900, currency: 'JPY' });
  });
});
