import { describe, expect, it } from 'vitest';
import { type GuardSession, guardRedirect, isLoginSyncTarget, safeRedirect } from './auth-guards';

const out: GuardSession = { isLogin: false, isRefreshFailed: false, accessToken: null };
const inside: GuardSession = { isLogin: true, isRefreshFailed: false, accessToken: 't' };
const plain = { isNoMemberUse: false, isFirstLoginEmailVerify: false };

describe('guardRedirect', () => {
  it('login-only sends a logged-out visitor to /login/ with the way back', () => {
    expect(guardRedirect('login-only', out, plain, '/ec/')).toBe('/login/?redirect=%2Fec%2F');
    expect(guardRedirect('login-only', inside, plain, '/ec/')).toBeNull();
  });

  it('after a failed refresh goes to /login/?re=1', () => {
    const failed = { ...out, isRefreshFailed: true };
    expect(guardRedirect('login-only', failed, plain, '/ec/')).toBe('/login/?re=1');
  });

  it('member-only is off in no-member-use mode', () => {
    const noMember = { ...plain, isNoMemberUse: true };
    expect(guardRedirect('member-only', out, noMember, '/mypage/')).toBeNull();
    expect(guardRedirect('member-only', out, plain, '/mypage/')).toMatch(/^\/login\//);
  });

  it('logout-only sends a logged-in user to /ec/, or /verify/ when verification is pending', () => {
    expect(guardRedirect('logout-only', inside, plain, '/login/')).toBe('/ec/');
    expect(guardRedirect('logout-only', out, plain, '/login/')).toBeNull();
    const pending = { ...out, accessToken: 't' };
    const verify = { ...plain, isFirstLoginEmailVerify: true };
    expect(guardRedirect('logout-only', pending, verify, '/login/')).toBe('/verify/');
    expect(guardRedirect('logout-only', pending, plain, '/login/')).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and refuses other origins', () => {
    expect(safeRedirect('/cart/')).toBe('/cart/');
    expect(safeRedirect('//evil.example/')).toBe('/ec/');
    expect(safeRedirect('https://evil.example/')).toBe('/ec/');
    expect(safeRedirect('/\\evil.example')).toBe('/ec/');
    expect(safeRedirect(null)).toBe('/ec/');
  });

  it('refuses a path a browser would read as another host (tab, newline, dot segment)', () => {
    expect(safeRedirect(decodeURIComponent('%2F%09%2Fevil.example%2F'))).toBe('/ec/');
    expect(safeRedirect('/\n/evil.example/')).toBe('/ec/');
    expect(safeRedirect('/.//evil.example/')).toBe('/ec/');
  });
});

describe('isLoginSyncTarget', () => {
  it('is true for a login on its way to the login-sync page only', () => {
    expect(isLoginSyncTarget('/login_sync/')).toBe(true);
    expect(isLoginSyncTarget('/login_sync/?redirect=%2Fcart%2F')).toBe(true);
    expect(isLoginSyncTarget('/cart/')).toBe(false);
    expect(isLoginSyncTarget('https://evil.example/login_sync/')).toBe(false);
    expect(isLoginSyncTarget(null)).toBe(false);
  });
});
