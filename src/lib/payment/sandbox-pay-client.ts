import { env } from '../shared/env';
import { PAYMENT_MESSAGES } from './payment.messages';

/** Card details as typed; they go only to the provider, never to /v1. */
export type CardInput = { number: string; exp: string; cvc: string; name: string };

/** The provider's answer: a token, or per-field Japanese errors. */
export type TokenResult =
  | { ok: true; token: string; brand: string; last4: string }
  | { ok: false; errors: Record<string, string>; message: string };

const NETWORK_ERROR = PAYMENT_MESSAGES.providerUnreachable;

/** Tokenises a card at the sandbox provider (`/sandbox-pay/tokens`) from the browser. */
export async function tokenizeCard(
  card: CardInput,
  fetcher: typeof fetch = fetch,
): Promise<TokenResult> {
  try {
    const res = await fetcher(`${env.PUBLIC_API_BASE}/sandbox-pay/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(card),
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (res.ok) {
      return {
        ok: true,
        token: String(body.token),
        brand: String(body.brand),
        last4: String(body.last4),
      };
    }
    return {
      ok: false,
      errors: (body.errors as Record<string, string>) ?? {},
      message: String(body.message ?? NETWORK_ERROR),
    };
  } catch {
    return { ok: false, errors: {}, message: NETWORK_ERROR };
  }
}
