import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import {
  BOT_CHECK_SETTINGS,
  BOT_TOKEN_HEADER as CLIENT_TOKEN_HEADER,
} from '../../contract/shared/bot-check';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { log } from '../log';
import { ApiException } from './errors';
import { requestOrigin } from './proxy';
import { enforceLimit, namedLimiter, perIp } from './rate-limit';
import type { AppEnv } from './types';

/** Channel settings of the optional challenge (spec §9: reCAPTCHA v3, badge hidden). */
export const BOT_SETTINGS = {
  ...BOT_CHECK_SETTINGS,
  minScore: 'SECURITY.RECAPTCHA.MIN_SCORE',
} as const;

/** The request header carrying the challenge token (the storefront's name, as Hono reads it). */
export const BOT_TOKEN_HEADER = CLIENT_TOKEN_HEADER.toLowerCase();

const DEFAULT_MIN_SCORE = 0.5;

/** A form under bot defence: limits per account and per IP in one window, and its challenge action. */
export type GuardedForm = {
  name: string;
  perAccount: number;
  perIp: number;
  windowMs: number;
  action: string;
  /** Body field naming the account of a guest (e-mail, login id); members count by id. */
  accountField?: string;
};

/** Whether the channel turned the challenge on. */
export function challengeIsOn(settings: Record<string, unknown>): boolean {
  const on = settings[BOT_SETTINGS.isUse];
  return on === true || on === 1 || on === 'true' || on === '1';
}

/**
 * The challenge: with the channel's setting on, the `X-Recaptcha-Token` must verify for this action
 * with at least the channel's minimum score (default 0.5), else 422 `common.bot_check_failed`.
 * When the provider cannot be asked (no secret, network), the limits alone apply (logged).
 */
export async function requireHuman(c: Context<AppEnv>, action: string): Promise<void> {
  const settings = c.get('channel').settings;
  if (!challengeIsOn(settings)) return;
  const token = c.req.header(BOT_TOKEN_HEADER)?.trim();
  const verifier = c.get('settings').botVerifier;
  if (!token || token.length > 4096) throw new ApiException(422, ERROR_CODES.botCheckFailed);
  if (!verifier) {
    log.warn('bot check: the setting is on but RECAPTCHA_SECRET_KEY is not set');
    return;
  }
  const verdict = await verifier(token, requestOrigin(c).clientIp).catch((error: unknown) => {
    log.warn('bot check: the provider could not be asked', error);
    return null;
  });
  if (!verdict) return;
  const min = Number(settings[BOT_SETTINGS.minScore] ?? DEFAULT_MIN_SCORE);
  const passed = verdict.success && verdict.action === action && verdict.score >= min;
  if (!passed) throw new ApiException(422, ERROR_CODES.botCheckFailed);
}

/** The account a request counts against: the member, else a hash of the named body field. */
async function accountKey(c: Context<AppEnv>, field: string | undefined) {
  const userId = (c.var as { userId?: number }).userId;
  if (userId) return `member:${userId}`;
  if (!field) return undefined;
  const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
  const value = body?.[field];
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const digest = createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');
  return `account:${digest.slice(0, 32)}`;
}

/** Middleware: the form's per-IP and per-account limits (429), then the challenge when on (422). */
export function guardForm(rule: GuardedForm): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const database = c.get('database');
    const ip = requestOrigin(c).clientIp;
    await enforceLimit(
      namedLimiter(database, `${rule.name}-ip`, perIp(rule.perIp), rule.windowMs),
      ip,
    );
    const account = await accountKey(c, rule.accountField);
    if (account) {
      const limiter = namedLimiter(database, rule.name, rule.perAccount, rule.windowMs);
      await enforceLimit(limiter, account);
    }
    await requireHuman(c, rule.action);
    await next();
  };
}

/** Middleware: the challenge only (for forms whose limits live in their handler, such as login). */
export function guardChallenge(action: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireHuman(c, action);
    await next();
  };
}
