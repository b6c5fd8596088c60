import { describe, expect, it } from 'vitest';
import {
  ecommerceMessage,
  gtmIdOf,
  lineItem,
  momentMessage,
  productItem,
  purchaseMessage,
  RECOMMEND_LIST,
  recommendCount,
} from '../../../contract/analytics/analytics.model';
import { sampleCart } from '../../../contract/cart/cart.testing';
import type { HttpClient } from '../shared/http/http-client';
import { createAnalyticsApi } from './analytics.api';
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
    const posted: string[] = [];
    const stop = startAnalytics((message) => posted.push(message.event));
    recordMoment({ kind: 'cart', event: 'view_cart', cart: sampleCart([1]) });
    expect(w.dataLayer?.[0]).toEqual({ ecommerce: null });
    expect(w.dataLayer?.[1]).toMatchObject({ event: 'view_cart', ecommerce: { currency: 'JPY' } });
    recordMoment({ kind: 'member', event: 'login', method: 'password' });
    expect(w.dataLayer?.[2]).toEqual({ event: 'login', method: 'password' });
    expect(w.dataLayer).toHaveLength(3);
    expect(posted).toEqual(['view_cart', 'login']);
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
      total_payment: 3900,
      lines: [{ name: 'せんべい', variant_name: 'F', quantity: 1, unit_price_with_tax: 3240 }],
    });
    expect(msg.ecommerce).toMatchObject({ transaction_id: 'OK-1', value: 3900, currency: 'JPY' });
  });
});

describe('items, lists and remarketing', () => {
  const product = {
    key: 'oxford-shirt',
    code: 'OX-1',
    name: 'オックスフォードシャツ',
    product_price_with_tax: 5500,
    brand: { name: '大川' },
    categories: ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({ name })),
  };

  it('keeps five category levels of a product, tax-included price, its place in the list', () => {
    const item = productItem(product, 2);
    expect(item).toMatchObject({ item_id: 'OX-1', price: 5500, index: 2, item_brand: '大川' });
    expect(item.item_category).toBe('a');
    expect(item.item_category5).toBe('e');
    expect(item).not.toHaveProperty('item_category6');
  });

  it('lists the first three items only for remarketing', () => {
    const items = [1, 2, 3, 4].map((n) => productItem({ ...product, code: `P${n}` }));
    const msg = momentMessage({ kind: 'list', event: 'view_item_list', listName: 'x', items });
    expect(msg).toMatchObject({ remarketing: { items: ['P1', 'P2', 'P3'] } });
    expect(msg && 'ecommerce' in msg && msg.ecommerce.items).toHaveLength(4);
  });

  it('reports a refund with the order number and the refunded total in JPY', () => {
    expect(momentMessage({ kind: 'refund', orderNo: 'OK-2', value: 1200 })).toMatchObject({
      event: 'refund',
      ecommerce: { currency: 'JPY', transaction_id: 'OK-2', value: 1200 },
    });
  });

  it('takes a GTM id only when well formed', () => {
    expect(gtmIdOf({ 'ANALYTICS.GTM_ID': 'GTM-AB12CD' })).toBe('GTM-AB12CD');
    expect(gtmIdOf({ 'ANALYTICS.GTM_ID': "GTM-1'><script>" })).toBeNull();
    expect(gtmIdOf({})).toBeNull();
  });
});

describe('logreco_rcmd_ct (spec §7, POST /v1/ecommerce_events)', () => {
  const items = [{ item_id: 'a' }, { item_id: 'b' }];

  it('is the number of recommended products a list event shows, null for any other event', () => {
    const recommended = ecommerceMessage('view_item_list', items, {
      item_list_name: RECOMMEND_LIST,
    });
    expect(recommendCount(recommended)).toBe(2);
    const search = ecommerceMessage('view_item_list', items, { item_list_name: 'product_search' });
    expect(recommendCount(search)).toBeNull();
    expect(recommendCount({ event: 'login', method: 'email' })).toBeNull();
  });

  it('is sent with the event when there is one, and left out otherwise', async () => {
    const bodies: unknown[] = [];
    const http = {
      post: async (_path: string, body: unknown) => {
        bodies.push(body);
        return { ignored: false, data: {} };
      },
    } as unknown as HttpClient;
    const api = createAnalyticsApi(http);
    await api.record('view_item_list', {}, 'tok', 2);
    await api.record('view_item', {}, 'tok');
    expect(bodies).toEqual([
      { name: 'view_item_list', args: {}, token: 'tok', logreco_rcmd_ct: 2 },
      { name: 'view_item', args: {}, token: 'tok' },
    ]);
  });
});
