import { beforeEach, describe, expect, it, vi } from 'vitest';

const verify = vi.fn();
vi.mock('./auth.api', () => ({ authApi: { verify: (body: unknown) => verify(body) } }));
const flushGuestHistory = vi.fn(async () => undefined);
vi.mock('../history/history.store', () => ({ flushGuestHistory }));

const { submitLoginCode } = await import('./auth.store');
const { $session } = await import('../session/session.store');

const reply = {
  access_token: 'a'.repeat(43),
  expires_in: 3600,
  expires_at: '2099-01-01T00:00:00Z',
  is_registered_member: true,
  has_password_expired: false,
  has_mail_error_count_over: false,
  user_id: 7,
  is_verify: false,
  verify_code: null,
};

describe('submitLoginCode (POST /v1/auth/verify)', () => {
  beforeEach(() => {
    verify.mockReset().mockResolvedValue(reply);
    flushGuestHistory.mockClear();
    $session.setKey('isSyncUserChannel', false);
  });

  it('sends is_sync_user_channel on the login-sync variant and marks the session synced', async () => {
    $session.setKey('mfa', 7);
    await submitLoginCode('123456', true);
    expect(verify).toHaveBeenCalledWith({
      verify_code: '123456',
      user_id: 7,
      is_sync_user_channel: true,
    });
    expect($session.get().isSyncUserChannel).toBe(true);
  });

  it('flushes the guest’s browsing history into the member’s before the page moves on (§4)', async () => {
    $session.setKey('mfa', 7);
    expect(await submitLoginCode('123456')).toEqual({ kind: 'done' });
    expect(flushGuestHistory).toHaveBeenCalledOnce();
  });

  it('leaves it out on an ordinary login', async () => {
    $session.setKey('mfa', 7);
    await submitLoginCode('123456');
    expect(verify).toHaveBeenCalledWith({ verify_code: '123456', user_id: 7 });
    expect($session.get().isSyncUserChannel).toBe(false);
  });
});
