import { type Context, Hono, type HonoRequest } from 'hono';
import * as v from 'valibot';
import { CartSchema } from '../../../../contract/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../../contract/checkout/options.messages';
import {
  type FraudNotification,
  FraudNotificationSchema,
  TransactionErrorDeleteBodySchema,
} from '../../../../contract/checkout/options.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { optionalMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { clearFailedTransaction } from './fraud.commands';
import { checkCallback } from './fraud.model';

const cartChange = { tag: 'cart', response: CartSchema, errors: [400, 404, 422] } as const;

const rejected = (message: string) =>
  new ApiException(401, ERROR_CODES.paymentCallbackRejected, undefined, message);

/**
 * Reads and checks the provider's signed fraud notification against the app's callback secret:
 * 503 when none is configured, 401 for a bad or stale signature, then its fields (400, 422).
 */
export async function signedFraudNotification(c: Context<AppEnv>): Promise<FraudNotification> {
  const secret = c.get('settings').paymentCallbackSecret;
  const req = c.req;
  if (!secret) {
    throw new ApiException(
      503,
      ERROR_CODES.paymentCallbackUnavailable,
      undefined,
      M.callbackNotConfigured,
    );
  }
  return signedNotification(req, secret);
}

/** Reads and checks a signed notification: signature, freshness, then its fields. */
async function signedNotification(req: HonoRequest, secret: string): Promise<FraudNotification> {
  // The exact bytes as sent (kept by Hono even when a middleware parsed them first).
  const raw = await req.text();
  const refused = checkCallback(
    secret,
    {
      timestamp: req.header('x-sbpayment-timestamp'),
      signature: req.header('x-sbpayment-signature'),
    },
    raw,
  );
  if (refused === 'stale') throw rejected(M.callbackStale);
  if (refused) throw rejected(M.callbackBadSignature);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ApiException(400, ERROR_CODES.badJson);
  }
  const parsed = v.safeParse(FraudNotificationSchema, json);
  if (!parsed.success) {
    throw new ApiException(422, ERROR_CODES.validation, undefined, M.callbackBadBody);
  }
  return parsed.output;
}

/** Clearing a failed card transaction (the fraud verdict's callback is a workflow's route). */
export const fraudRoutes = new Hono<AppEnv>().patch(
  '/carts/transaction/error/delete',
  describeOperation({
    ...cartChange,
    summary: '失敗したカード決済の取り消し（再決済のため）',
    body: TransactionErrorDeleteBodySchema,
  }),
  optionalMember,
  validate('json', TransactionErrorDeleteBodySchema),
  async (c) =>
    c.json(
      await clearFailedTransaction(
        c.get('database').db,
        c.get('cards'),
        c.get('channel'),
        c.req.valid('json').token,
        c.get('userId'),
      ),
    ),
);
