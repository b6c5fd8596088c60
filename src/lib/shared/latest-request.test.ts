import { describe, expect, it } from 'vitest';
import { latestRequest } from './latest-request';

describe('latestRequest', () => {
  it('cancels the pending request when a newer one starts or the screen changes', () => {
    const search = latestRequest();
    const first = search.start();
    const second = search.start();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    search.cancel();
    expect(second.aborted).toBe(true);
  });
});
