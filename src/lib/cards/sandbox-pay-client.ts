import * as v from 'valibot';
import { CARD_FORM_MESSAGES } from '../../../contract/cards/cards.messages';
import {
  type CardForm,
  CardFormSchema,
  type PendingCard,
} from '../../../contract/cards/cards.schema';
import { PAYMENT_MESSAGES } from '../../../contract/payments/payments.messages';
import { env } from '../shared/env';

/** Card details as typed, in the spec's card form names; they go only to the provider, never to /v1. */
export type CardInput = CardForm;

/** An empty card form. */
export const EMPTY_CARD: CardInput = {
  ccNumber: '',
  ccName: '',
  ccExpiration: '',
  securityCode: '',
};

/** The provider's answer: the pending card (spec §3), or per-field Japanese errors keyed like the form. */
export type TokenResult =
  | { ok: true; card: PendingCard; brand: string }
  | { ok: false; errors: Record<string, string>; message: string };

const NETWORK_ERROR = PAYMENT_MESSAGES.providerUnreachable;
const FORM_ERROR = CARD_FORM_MESSAGES.invalid;

/** The sandbox provider's own field names for the form's fields. */
const PROVIDER_FIELD = {
  ccNumber: 'number',
  ccExpiration: 'exp',
  securityCode: 'cvc',
  ccName: 'name',
} as const;

/**
 * The form's fields under the sandbox provider's request names (its expiry is MM/YY).
 * @example providerRequest({ ccNumber: '4242…', ccExpiration: '203012', … }).exp // '12/30'
 */
export function providerRequest(card: v.InferOutput<typeof CardFormSchema>) {
  const e = card.ccExpiration;
  return {
    number: card.ccNumber,
    exp: `${e.slice(4, 6)}/${e.slice(2, 4)}`,
    cvc: card.securityCode,
    name: card.ccName,
  };
}

/** The provider's per-field errors under the form's names. */
function formErrors(errors: Record<string, string>): Record<string, string> {
  const entries = Object.entries(PROVIDER_FIELD).filter(([, key]) => errors[key]);
  return Object.fromEntries(entries.map(([field, key]) => [field, errors[key] ?? '']));
}

/** Checks the form in the browser (the shared schema); per-field messages, or the cleaned card. */
function checkForm(card: CardInput) {
  const parsed = v.safeParse(CardFormSchema, card);
  if (parsed.success) return { ok: true as const, card: parsed.output };
  const nested = v.flatten(parsed.issues).nested ?? {};
  const errors = Object.fromEntries(Object.entries(nested).map(([k, m]) => [k, m?.[0] ?? '']));
  return { ok: false as const, errors };
}

/** Tokenises a card at the sandbox provider (`/sandbox-pay/tokens`) from the browser. */
export async function tokenizeCard(
  input: CardInput,
  fetcher: typeof fetch = fetch,
): Promise<TokenResult> {
  const checked = checkForm(input);
  if (!checked.ok) return { ok: false, errors: checked.errors, message: FORM_ERROR };
  const { card } = checked;
  try {
    const res = await fetcher(`${env.PUBLIC_API_BASE}/sandbox-pay/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(providerRequest(card)),
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok) {
      return {
        ok: false,
        errors: formErrors((body.errors as Record<string, string>) ?? {}),
        message: String(body.message ?? NETWORK_ERROR),
      };
    }
    const pending: PendingCard = {
      token: String(body.token),
      token_key: String(body.token_key),
      name: card.ccName,
      masked_number: `**** **** **** ${String(body.last4)}`,
      expiration: card.ccExpiration,
    };
    return { ok: true, card: pending, brand: String(body.brand) };
  } catch {
    return { ok: false, errors: {}, message: NETWORK_ERROR };
  }
}
