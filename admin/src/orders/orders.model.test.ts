import { describe, expect, it } from 'vitest';
import {
  activeOrderFilters,
  carrierCsvPath,
  DEFAULT_ORDER_FILTERS,
  EMPTY_ADDRESS,
  isConflict,
  orderListParams,
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
