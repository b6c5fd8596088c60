import { createMiddleware } from 'hono/factory';
import { CHECKOUT_MESSAGES } from '../../src/lib/checkout/checkout.messages';
import { ERROR_CODES } from '../../src/lib/shared/error.schema';
import { ApiException } from '../http/errors';
import { luhn } from '../routes/sandbox-pay/sandbox.store';

/** Whether a value looks like a payment card number (13-19 digits, spaces or hyphens allowed, Luhn-valid). */
export function looksLikeCardNumber(value: string): boolean {
  if (!/^[\d\s-]{13,23}$/.test(value)) return false;
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{13,19}$/.test(digits) && luhn(digits);
}

/** Paths of every string (or number) in a JSON value that looks like a card number. */
export function cardNumberFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string' || typeof value === 'number') {
    return looksLikeCardNumber(String(value)) ? [path || '_'] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((x, i) => cardNumberFields(x, `${path}.${i}`.replace(/^\./, '')));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, x]) =>
      cardNumberFields(x, path ? `${path}.${k}` : k),
    );
  }
  return [];
}

/** Refuses any `/v1` JSON body carrying something shaped like a card number: cards go to the provider only. */
export const rejectCardNumbers = createMiddleware(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json') && c.req.method !== 'GET') {
    // Hono keeps the body it read, so the route (its validator, a signature check) reads it again for free.
    const body = await c.req.json().catch(() => undefined);
    const fields = cardNumberFields(body);
    if (fields.length) {
      const message = CHECKOUT_MESSAGES.cardNumberRejected;
      throw new ApiException(
        422,
        ERROR_CODES.validation,
        Object.fromEntries(fields.map((f) => [f, [message]])),
        message,
      );
    }
  }
  await next();
});
