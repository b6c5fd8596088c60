import { describe, expect, it } from 'vitest';
import { EMAIL_EDIT_PAGE, loginFollowUp, PASSWORD_PAGE } from './flags.model';

describe('session flags after a login', () => {
  it('send a member whose password expired to change it', () => {
    const flags = { hasPasswordExpired: true, hasMailErrorCountOver: true };
    expect(loginFollowUp(flags, '/cart/')).toEqual({
      warning: 'password-expired',
      path: PASSWORD_PAGE,
    });
  });

  it('warn about bouncing mail but go on to the target', () => {
    const flags = { hasPasswordExpired: false, hasMailErrorCountOver: true };
    expect(loginFollowUp(flags, '/cart/')).toEqual({ warning: 'mail-error', path: '/cart/' });
    expect(EMAIL_EDIT_PAGE).toBe('/mypage/user_info/edit/');
  });

  it('change nothing without flags', () => {
    const flags = { hasPasswordExpired: false, hasMailErrorCountOver: false };
    expect(loginFollowUp(flags, '/ec/')).toEqual({ warning: null, path: '/ec/' });
  });
});
