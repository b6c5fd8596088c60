import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopMoment } from '../../../contract/analytics/analytics.model';
import { $shopMoment } from '../analytics/analytics.store';

const get = vi.fn();
vi.mock('../shared/http', async (original) => ({
  ...(await original<typeof import('../shared/http')>()),
  http: { get: (...args: unknown[]) => get(...args) },
}));
const applyLogin = vi.fn();
vi.mock('../session/session.store', () => ({ applyLogin: (x: unknown) => applyLogin(x) }));

const { callbackProvider, finishSocialLogin } = await import('./auth-social');

const LOGIN = {
  access_token: 'token',
  expires_in: 900,
  expires_at: null,
  is_registered_member: true,
  has_password_expired: false,
  has_mail_error_count_over: false,
  user_id: 7,
  is_verify: false,
  verify_code: null,
};

let moments: ShopMoment[] = [];
beforeEach(() => {
  get.mockReset();
  applyLogin.mockReset();
  moments = [];
});
$shopMoment.listen((m) => {
  if (m) moments.push(m);
});

describe('finishSocialLogin', () => {
  it('names the provider from the state prefix', () => {
    expect(callbackProvider(new URLSearchParams('state=local.abc&code=x'))).toBe('local');
    expect(callbackProvider(new URLSearchParams(''))).toBe('');
  });

  it('records one login event with the provider as method, however often it is called', async () => {
    get.mockResolvedValue({ ignored: false, data: LOGIN });
    const query = new URLSearchParams('state=local.s1&code=c1');
    const [a, b] = await Promise.all([finishSocialLogin(query), finishSocialLogin(query)]);
    expect([a, b]).toEqual([null, null]);
    expect(await finishSocialLogin(new URLSearchParams('state=local.s1&code=c1'))).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
    expect(applyLogin).toHaveBeenCalledTimes(1);
    expect(moments).toEqual([{ kind: 'member', event: 'login', method: 'local' }]);
  });

  it('records nothing when the callback fails', async () => {
    get.mockRejectedValue(new Error('network'));
    const message = await finishSocialLogin(new URLSearchParams('state=local.s2&code=c2'));
    expect(message).toBeTruthy();
    expect(applyLogin).not.toHaveBeenCalled();
    expect(moments).toEqual([]);
  });
});
