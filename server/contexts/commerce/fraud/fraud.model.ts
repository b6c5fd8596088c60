import { createHmac, timingSafeEqual } from 'node:crypto';
import { OPTION_MESSAGES as M } from '../../../../contract/checkout/options.messages';
import { FRAUD_MESSAGES as F } from './fraud.messages';

/** Fraud verdicts kept on an order and how they read. */
export const FRAUD_LABELS = {
  ok: F.ok,
  hold: M.fraudHold,
  ng: F.ng,
} as const satisfies Record<string, string>;

/** What handling a notification did. */
export type FraudOutcome = { duplicate: boolean; order_no: string; fraud_status: string };

/** How far a notification's timestamp may be from now (seconds) before it counts as stale. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/** HMAC-SHA256 (hex) of `${timestamp}.${rawBody}` with the shared secret. */
export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Why a signed callback is refused, or null when its signature is valid and fresh. */
export function checkCallback(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  rawBody: string,
  now = Date.now(),
): 'signature' | 'stale' | null {
  const { timestamp, signature } = headers;
  if (
    !timestamp ||
    !signature ||
    !/^\d{1,12}$/.test(timestamp) ||
    !/^[0-9a-f]{64}$/i.test(signature)
  ) {
    return 'signature';
  }
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  // Constant-time compare (both 32 bytes, checked by the pattern above).
  if (!timingSafeEqual(expected, given)) return 'signature';
  const age = Math.abs(now / 1000 - Number(timestamp));
  return age > CALLBACK_TOLERANCE_SECONDS ? 'stale' : null;
}
