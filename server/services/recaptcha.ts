/** What the challenge provider said about one token. */
export type BotVerdict = { success: boolean; score: number; action: string };

/** Checks a challenge token for a client address; the one seam between the shop and Google. */
export type BotVerifier = (token: string, ip: string) => Promise<BotVerdict>;

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA v3's siteverify call with the secret key (an unreadable answer counts as failed). */
export function googleVerifier(secret: string, fetchFn: typeof fetch = fetch): BotVerifier {
  return async (token, ip) => {
    const response = await fetchFn(SITEVERIFY, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<BotVerdict>;
    return {
      success: body.success === true,
      score: typeof body.score === 'number' ? body.score : 0,
      action: typeof body.action === 'string' ? body.action : '',
    };
  };
}

/**
 * A verifier for tests and closed networks: a token `human:<action>` passes with score 0.9,
 * `bot:<action>` scores 0.1, anything else is refused.
 */
export const testDoubleVerifier: BotVerifier = async (token) => {
  const [kind, action = ''] = token.split(':');
  if (kind === 'human') return { success: true, score: 0.9, action };
  if (kind === 'bot') return { success: true, score: 0.1, action };
  return { success: false, score: 0, action: '' };
};
