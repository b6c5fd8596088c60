import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './load';
import { planRequest } from './load-worker';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('picks the value at rank ceil(p/100 * n)', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 51)).toBe(30);
  });

  it('gives the single value of one sample and 0 of none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
    expect(percentile([3, 4], 0.0001)).toBe(3);
  });
});

describe('summarise', () => {
  it('sorts, rounds and works out requests per second', () => {
    const latencies = [5, 1, 3, 2, 4, 100, 6, 7, 8, 9];
    const s = summarise(latencies, 1, 2, '500 boom');
    expect(s).toMatchObject({ requests: 10, answered: 10, errors: 1, rps: 5, p50: 5, max: 100 });
    expect(s.p99).toBe(100);
    expect(s.firstError).toBe('500 boom');
  });

  it('puts p99 in the slow tail only when over 1% of requests are slow', () => {
    const fast = (n: number) => Array.from({ length: n }, () => 1);
    expect(summarise([...fast(98), 50, 60], 0, 1).p99).toBe(50);
    expect(summarise([...fast(198), 50, 60], 0, 1).p99).toBe(1);
    expect(summarise([...fast(98), 50, 60], 0, 1).p50).toBe(1);
  });
});

describe('planRequest', () => {
  const base = { origin: 'http://x', connections: 1, warmupMs: 0, durationMs: 1 };

  it('walks every cart before moving to the next variant', () => {
    const plan = { ...base, kind: 'add' as const, tokens: ['a', 'b'], variantIds: [7, 8] };
    const bodies = [0, 1, 2, 3, 4].map((i) => JSON.parse(planRequest(plan, i)?.body ?? '{}'));
    expect(bodies.map((b) => `${b.token}${b.product_id}`)).toEqual(['a7', 'b7', 'a8', 'b8', 'a7']);
  });

  it('uses each ready cart once with its own key, then stops', () => {
    const carts = [{ token: 't1', total: 1100, paymentId: 1 }];
    const plan = { ...base, kind: 'decision' as const, carts, keyPrefix: 'pg' };
    const first = planRequest(plan, 0);
    expect(first?.path).toBe('/v1/carts/t1/decision');
    expect(first?.headers?.['idempotency-key']).toBe('pg-0');
    expect(JSON.parse(first?.body ?? '{}')).toEqual({ total_payment: 1100, payment_id: 1 });
    expect(planRequest(plan, 1)).toBeNull();
  });
});
