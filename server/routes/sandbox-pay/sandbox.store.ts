import { randomBytes } from 'node:crypto';

/** What the sandbox keeps of a tokenised card: never the number, only its test scenario and display data. */
type SandboxCard = {
  scenario: 'success' | 'decline' | 'challenge';
  brand: string;
  last4: string;
  exp: string;
};

/** A payment (authorisation) at the sandbox provider. */
export type SandboxIntent = {
  id: string;
  status: 'succeeded' | 'requires_action' | 'declined' | 'captured' | 'canceled';
  amount: number;
  brand: string;
  last4: string;
  returnUrl: string;
};

// In-memory like a real provider's own storage: the shop keeps only token and intent ids.
const tokens = new Map<string, SandboxCard>();
const intents = new Map<string, SandboxIntent>();

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** Luhn check of a digit string. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

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

/** Tokenises a card; errors are field names with Japanese messages. */
export function createToken(
  input: { number: string; exp: string; cvc: string; name: string },
  now = new Date(),
) {
  const number = input.number.replace(/[\s-]/g, '');
  const errors: Record<string, string> = {};
  if (!/^\d{14,16}$/.test(number) || !luhn(number))
    errors.number = 'カード番号が正しくありません。';
  const exp = /^(\d{2})\/?(\d{2})$/.exec(input.exp.trim());
  const thisMonth = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const expiry = exp ? `20${exp[2]}${exp[1]}` : '';
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12 || expiry < thisMonth) {
    errors.exp = '有効期限が正しくありません（MM/YY）。';
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'セキュリティコードが正しくありません。';
  if (!input.name.trim()) errors.name = 'カード名義を入力してください。';
  if (Object.keys(errors).length) return { ok: false as const, errors };
  const token = id('tok');
  const card = {
    scenario: SCENARIOS[number] ?? 'success',
    brand: brandOf(number),
    last4: number.slice(-4),
    exp: expiry,
  };
  tokens.set(token, card);
  return { ok: true as const, token, brand: card.brand, last4: card.last4, exp: card.exp };
}

/** Authorises `amount` on a token; the 3-D Secure card waits for its challenge. */
export function authorize(token: string, amount: number, returnUrl: string): SandboxIntent | null {
  const card = tokens.get(token);
  if (!card) return null;
  const status =
    card.scenario === 'decline'
      ? 'declined'
      : card.scenario === 'challenge'
        ? 'requires_action'
        : 'succeeded';
  const intent: SandboxIntent = {
    id: id('pi'),
    status,
    amount,
    brand: card.brand,
    last4: card.last4,
    returnUrl,
  };
  intents.set(intent.id, intent);
  return { ...intent };
}

/** An intent by id. */
export function retrieve(intentId: string): SandboxIntent | null {
  const intent = intents.get(intentId);
  return intent ? { ...intent } : null;
}

/** Finishes the 3-D Secure challenge: passed or cancelled. */
export function completeChallenge(intentId: string, passed: boolean): SandboxIntent | null {
  const intent = intents.get(intentId);
  if (intent?.status !== 'requires_action') return intent ? { ...intent } : null;
  intent.status = passed ? 'succeeded' : 'canceled';
  return { ...intent };
}

/** Captures an authorised intent exactly once. */
export function capture(intentId: string): SandboxIntent | null {
  const intent = intents.get(intentId);
  if (intent?.status !== 'succeeded') return null;
  intent.status = 'captured';
  return { ...intent };
}

/** Authorises on a card the shop saved earlier (its stored reference); a saved test card keeps its scenario. */
export function authorizeSaved(
  reference: string,
  amount: number,
  display: { brand: string; last4: string },
  returnUrl: string,
): SandboxIntent {
  const known = tokens.get(reference);
  const status =
    known?.scenario === 'decline'
      ? 'declined'
      : known?.scenario === 'challenge'
        ? 'requires_action'
        : 'succeeded';
  const intent: SandboxIntent = { id: id('pi'), status, amount, ...display, returnUrl };
  intents.set(intent.id, intent);
  return { ...intent };
}
