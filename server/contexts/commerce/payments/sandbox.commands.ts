import { createHash, randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../../db/client';
import { luhn } from '../../../services/card-number';
import { SANDBOX_MESSAGES as M } from './sandbox.messages';
import {
  findIntent,
  findToken,
  insertIntent,
  insertToken,
  type SandboxCard,
  type SandboxIntent,
  transition,
} from './sandbox.queries';

export type { SandboxIntent } from './sandbox.queries';

type Store = Db | Tx;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

function brandOf(n: string): string {
  if (n.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(n)) return 'Mastercard';
  if (/^35/.test(n)) return 'JCB';
  if (/^3[47]/.test(n)) return 'American Express';
  return 'Diners Club';
}

/** The published test cards and what they do. */
const SCENARIOS: Record<string, SandboxCard['scenario']> = {
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
};

/** Field errors of a card form (Japanese), empty when the card can be tokenised. */
function cardErrors(number: string, expRaw: string, cvc: string, name: string, now: Date) {
  const errors: Record<string, string> = {};
  if (!/^\d{14,16}$/.test(number) || !luhn(number)) errors.number = M.number;
  const exp = /^(\d{2})\/?(\d{2})$/.exec(expRaw.trim());
  const thisMonth = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const expiry = exp ? `20${exp[2]}${exp[1]}` : '';
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12 || expiry < thisMonth) {
    errors.exp = M.exp;
  }
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = M.cvc;
  if (!name.trim()) errors.name = M.name;
  return { errors, expiry };
}

/**
 * The sandbox's key paired with a token (spec §3 pending card `token_key`): the token's own hash,
 * so it needs no storage; a saved card is accepted only with the key of its token.
 */
export function sandboxTokenKey(token: string): string {
  return `key_${createHash('sha256').update(`sandbox-token-key:${token}`).digest('base64url').slice(0, 32)}`;
}

/** Tokenises a card; errors are field names with Japanese messages. */
export async function createToken(
  db: Store,
  input: { number: string; exp: string; cvc: string; name: string },
  now = new Date(),
) {
  const number = input.number.replace(/[\s-]/g, '');
  const { errors, expiry } = cardErrors(number, input.exp, input.cvc, input.name, now);
  if (Object.keys(errors).length) return { ok: false as const, errors };
  const token = id('tok');
  const card = {
    scenario: SCENARIOS[number] ?? 'success',
    brand: brandOf(number),
    last4: number.slice(-4),
    exp: expiry,
  };
  await insertToken(db, token, card);
  const tokenKey = sandboxTokenKey(token);
  return {
    ok: true as const,
    token,
    token_key: tokenKey,
    brand: card.brand,
    last4: card.last4,
    exp: card.exp,
  };
}

const statusOf = (scenario: SandboxCard['scenario'] | undefined): SandboxIntent['status'] =>
  scenario === 'decline' ? 'declined' : scenario === 'challenge' ? 'requires_action' : 'succeeded';

/** Authorises `amount` on a token; the 3-D Secure card waits for its challenge. */
export async function authorize(
  db: Store,
  token: string,
  amount: number,
  returnUrl: string,
): Promise<SandboxIntent | null> {
  const card = await findToken(db, token);
  if (!card) return null;
  const { brand, last4 } = card;
  const status = statusOf(card.scenario);
  return insertIntent(db, { id: id('pi'), status, amount, brand, last4, returnUrl });
}

/** Authorises on a card the shop saved earlier (its stored reference); a saved test card keeps its scenario. */
export async function authorizeSaved(
  db: Store,
  reference: string,
  amount: number,
  display: { brand: string; last4: string },
  returnUrl: string,
): Promise<SandboxIntent> {
  const known = await findToken(db, reference);
  const status = statusOf(known?.scenario);
  return insertIntent(db, { id: id('pi'), status, amount, ...display, returnUrl });
}

/** A token's display data, for saving it as a member's card (the token id is the reference). */
export async function describeToken(db: Store, token: string) {
  const card = await findToken(db, token);
  return (
    card && {
      reference: token,
      brand: card.brand,
      last4: card.last4,
      expiration: card.exp,
      tokenKey: sandboxTokenKey(token),
    }
  );
}

/** An intent by id. */
export function retrieve(db: Store, intentId: string): Promise<SandboxIntent | null> {
  return findIntent(db, intentId);
}

/** Finishes the 3-D Secure challenge: passed or cancelled. */
export async function completeChallenge(
  db: Store,
  intentId: string,
  passed: boolean,
): Promise<SandboxIntent | null> {
  const moved = await transition(
    db,
    intentId,
    ['requires_action'],
    passed ? 'succeeded' : 'canceled',
  );
  return moved ?? retrieve(db, intentId);
}

/** Captures an authorised intent exactly once. */
export function capture(db: Store, intentId: string): Promise<SandboxIntent | null> {
  return transition(db, intentId, ['succeeded'], 'captured');
}

/** Cancels an intent that is not final yet (also a captured one: the sandbox refunds it in full). */
export function cancel(db: Store, intentId: string): Promise<SandboxIntent | null> {
  return transition(db, intentId, ['succeeded', 'requires_action', 'captured'], 'canceled');
}
