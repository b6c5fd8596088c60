import { describe, expect, it } from 'vitest';
import {
  activeOrderFilters,
  DEFAULT_ORDER_FILTERS,
  isConflict,
  orderListParams,
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
});
