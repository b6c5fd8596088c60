import { describe, expect, it } from 'vitest';
import { CUSTOMER_APIS } from './customer-apis';
import { CHANNELS } from './db/seed/data/channels';

describe('CUSTOMER_APIS', () => {
  it('is keyed by customer keys that seeded channels name', () => {
    const customers = new Set(CHANNELS.map((channel) => channel.customer));
    expect(Object.keys(CUSTOMER_APIS).filter((key) => !customers.has(key))).toEqual([]);
  });

  it("serves the school channel's calls under /takimoto/v1", () => {
    const school = CHANNELS.find((channel) => channel.id === 'school');
    expect(school?.customer).toBe('school');
    expect(CUSTOMER_APIS[school?.customer ?? '']?.prefix).toBe('takimoto');
  });

  it('gives every customer its own prefix, never v1', () => {
    const prefixes = Object.values(CUSTOMER_APIS).map((api) => api.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes).not.toContain('v1');
  });
});
