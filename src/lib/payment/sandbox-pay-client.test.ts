import { describe, expect, it, vi } from 'vitest';
import { tokenizeCard } from './sandbox-pay-client';

const card = { number: '4242424242424242', exp: '12/30', cvc: '123', name: 'HANAKO' };

describe('tokenizeCard', () => {
  it('posts the card to the provider, not to /v1, and returns its token', async () => {
    const fetcher = vi.fn(
      async () => new Response(JSON.stringify({ token: 'tok_x', brand: 'VISA', last4: '4242' })),
    );
    const result = await tokenizeCard(card, fetcher as unknown as typeof fetch);
    expect(result).toEqual({ ok: true, token: 'tok_x', brand: 'VISA', last4: '4242' });
    expect(String((fetcher.mock.calls[0] as unknown[])[0])).toMatch(/\/sandbox-pay\/tokens$/);
  });

  it('passes on the provider’s field errors and survives a network failure', async () => {
    const bad = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            message: 'カード情報に誤りがあります。',
            errors: { number: 'カード番号が正しくありません。' },
          }),
          { status: 422 },
        ),
    );
    expect(await tokenizeCard(card, bad as unknown as typeof fetch)).toMatchObject({
      ok: false,
      errors: { number: 'カード番号が正しくありません。' },
    });
    const down = vi.fn(async () => Promise.reject(new TypeError('network')));
    expect((await tokenizeCard(card, down as unknown as typeof fetch)).ok).toBe(false);
  });
});
