import { pathToFileURL } from 'node:url';
import { runClosedLoop } from './closed-loop';
import type { LoadRequest, LoadStats } from './load';
import { type OpenLoopStats, runOpenLoop } from './open-loop';

/** A cart ready for its decision: token, the total it shows and its payment. */
export type ReadyCart = { token: string; total: number; paymentId: number };

/**
 * What the parent asks the load process to run: a closed loop (autocannon, `connections` busy
 * connections) or, with `rate`, an open loop at that many requests a second.
 */
export type LoadPlan = {
  origin: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
  rate?: number;
} & (
  | { kind: 'add'; tokens: string[]; variantIds: number[] }
  | { kind: 'decision'; carts: ReadyCart[]; keyPrefix: string }
  | { kind: 'get'; paths: string[]; headers?: Record<string, string> }
);

/** Runs a plan: open loop when it has a rate, else closed loop. */
export function runPlanHere(plan: LoadPlan): Promise<LoadStats | OpenLoopStats> {
  const next = (i: number) => planRequest(plan, i);
  return plan.rate
    ? runOpenLoop({ ...plan, rate: plan.rate, next })
    : runClosedLoop({ ...plan, next });
}

const json = { 'content-type': 'application/json' };

/**
 * Request i of a plan. A GET plan cycles through its paths. Cart add walks every cart before adding the next variant, so each cart
 * holds a few lines of small quantities; each decision uses its own cart and idempotency key.
 */
export function planRequest(plan: LoadPlan, i: number): LoadRequest | null {
  if (plan.kind === 'get') {
    const path = plan.paths[i % plan.paths.length];
    return path === undefined ? null : { method: 'GET', path, headers: plan.headers };
  }
  if (plan.kind === 'add') {
    const cart = plan.tokens[i % plan.tokens.length];
    const variant = plan.variantIds[Math.floor(i / plan.tokens.length) % plan.variantIds.length];
    if (!cart || variant === undefined) return null;
    return {
      method: 'PATCH',
      path: '/v1/carts/products/add',
      headers: json,
      body: JSON.stringify({ token: cart, product_id: variant, quantity: 1 }),
    };
  }
  const cart = plan.carts[i];
  if (!cart) return null;
  return {
    method: 'POST',
    path: `/v1/carts/${cart.token}/decision`,
    headers: { ...json, 'idempotency-key': `${plan.keyPrefix}-${i}` },
    body: JSON.stringify({ total_payment: cart.total, payment_id: cart.paymentId }),
  };
}

// Run as a forked child: one plan in, its stats out, so the load never shares the server's event loop.
if (process.send && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.once('message', async (plan: LoadPlan) => {
    try {
      const stats = await runPlanHere(plan);
      process.send?.({ ok: true, stats });
    } catch (error) {
      process.send?.({ ok: false, error: String(error) });
    }
    process.disconnect();
  });
}
