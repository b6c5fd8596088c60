import redaxios from 'redaxios';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type RequestFn } from '../shared/http/http-client';
import { createSessionApi } from './session.api';

function apiWith(held: string | null) {
  const headers: Record<string, string>[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    headers.push(init.headers as Record<string, string>);
    return new Response(JSON.stringify({ access_token: 'next', expires_in: 900 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  const http = createHttpClient({
    request: redaxios as unknown as RequestFn,
    fetch,
    baseUrl: '',
    channelId: 'default',
    timeoutMs: 1000,
    auth: {
      token: () => held,
      isExpired: () => true,
      refresh: vi.fn(async () => false),
      logout: vi.fn(async () => undefined),
    },
    navigate: vi.fn(),
    onMaintenance: vi.fn(),
    onInvalidChannel: vi.fn(),
  });
  return { api: createSessionApi(http), headers };
}

describe('session calls', () => {
  it('refresh sends the bearer (spec §7), with no refresh before it', async () => {
    const { api, headers } = apiWith('expired-token');
    expect((await api.refresh('expired-token'))?.access_token).toBe('next');
    expect(headers).toHaveLength(1);
    expect(headers[0]?.authorization).toBe('Bearer expired-token');
  });

  it('login keeps the bearer a browser still holds', async () => {
    const { api, headers } = apiWith('old');
    await api.login({ login_id: 'taro', password: 'x' });
    expect(headers[0]?.authorization).toBe('Bearer old');
  });
});
