import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../shared/http/http-client';
import { createSocialGiftApi } from './social-gift.api';
import { matchedLeadtime } from './social-gift.model';

const LEAD = {
  shipping_key: 'ship-1',
  deliveries: [],
  earliest_date: '2030-01-02',
  latest_date: '2030-01-09',
  unavailable_dates: [],
  time_slots: [],
};

/** An HTTP client that records each GET and answers `data` (none: the failure was handled). */
function recording(data: unknown) {
  const calls: { path: string; options: unknown }[] = [];
  const http = {
    get: async (path: string, options: unknown) => {
      calls.push({ path, options });
      return { ignored: data === undefined, data, headers: new Headers() };
    },
  } as unknown as HttpClient;
  return { calls, api: createSocialGiftApi(http) };
}

describe('the recipient’s gift calls', () => {
  it('read the gift’s shipment with GET /v1/social-gifts/{token}/shipping, without the login', async () => {
    const { calls, api } = recording({
      id: 'ship-1',
      status: 'waiting',
      delivery_name: 'お客様直送',
    });
    expect(await api.shipping('tok/1')).toMatchObject({ id: 'ship-1' });
    expect(calls).toEqual([
      { path: '/v1/social-gifts/tok%2F1/shipping', options: { session: false } },
    ]);
  });

  it('ask the lead time for the recipient’s postal code and prefecture', async () => {
    const { calls, api } = recording(undefined);
    await api.leadtime('tok', '東京都', '100-0001');
    await api.leadtime('tok', '東京都');
    expect(calls.map((c) => c.options)).toEqual([
      { params: { postal: '100-0001', pref: '東京都' }, session: false },
      { params: { pref: '東京都' }, session: false },
    ]);
  });
});

describe('matchedLeadtime', () => {
  it('keeps the lead time of the gift’s shipment only', () => {
    expect(matchedLeadtime(LEAD, { id: 'ship-1' })).toBe(LEAD);
    expect(matchedLeadtime(LEAD, { id: 'ship-2' })).toBeNull();
    expect(matchedLeadtime(LEAD, null)).toBeNull();
    expect(matchedLeadtime(null, { id: 'ship-1' })).toBeNull();
  });

  it('matches by order_shipping_id, the spec’s name, when the reply has it', () => {
    const spec = { ...LEAD, shipping_key: undefined, order_shipping_id: 'ship-1' };
    expect(matchedLeadtime(spec, { id: 'ship-1' })).toBe(spec);
    expect(matchedLeadtime(spec, { id: 'ship-2' })).toBeNull();
  });
});
