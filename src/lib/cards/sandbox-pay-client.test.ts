import { describe, expect, it, vi } from 'vitest';
import { providerRequest, tokenizeCard } from './sandbox-pay-client';

const card = {
  ccNumber: '4242 4242 4242 4242',
  ccName: 'HANAKO',
  ccExpiration: '203012',
  securityCode: '123',
};
const reply = { token: 'tok_x', token_key: 'key_abcdefgh', brand: 'VISA', last4: '4242' };

describe('tokenizeCard', () => {
  it('posts the card to the provider, not to /v1, and returns the pending card (spec §3)', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(reply)));
    const result = await tokenizeCard(card, fetcher as unknown as typeof fetch);
    expect(result).toEqual({
      ok: true,
      brand: 'VISA',
      card: {
        token: 'tok_x',
        token_key: 'key_abcdefgh',
        name: 'HANAKO',
        masked_number: '**** **** **** 4242',
        expiration: '203012',
      },
    });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/sandbox-pay\/tokens$/);
    expect(JSON.parse(String(init.body))).toEqual({
      number: '4242424242424242',
      exp: '12/30',
      cvc: '123',
      name: 'HANAKO',
    });
  });

  it('checks the form first: a 4-digit or MM/YY expiry never leaves the browser', async () => {
    const fetcher = vi.fn();
    const result = await tokenizeCard(
      { ...card, ccExpiration: '12/30', securityCode: '12' },
      fetcher as unknown as typeof fetch,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['ccExpiration', 'securityCode']);
    expect(result.errors.ccExpiration).toContain('6桁');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('passes on the provider’s field errors under the form’s names and survives a network failure', async () => {
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
      errors: { ccNumber: 'カード番号が正しくありません。' },
    });
    const down = vi.fn(async () => Promise.reject(new TypeError('network')));
    expect((await tokenizeCard(card, down as unknown as typeof fetch)).ok).toBe(false);
  });

  it('turns YYYYMM into the provider’s MM/YY', () => {
    const clean = { ...card, ccNumber: '4242424242424242', ccExpiration: '203111' };
    expect(providerRequest(clean).exp).toBe('11/31');
  });
});
