import { describe, expect, it } from 'vitest';
import {
  areasFor,
  canOpen,
  gateOf,
  groupSecret,
  needsTotp,
  normaliseCode,
  type Staff,
} from './session.model';

const staff = (over: Partial<Staff> = {}): Staff => ({
  id: 1,
  email: 'a@example.com',
  name: 'A',
  role: 'editor',
  totp_enabled: false,
  must_enrol_totp: false,
  ...over,
});

describe('areasFor and canOpen', () => {
  it('gives the owner every area, the editor the catalogue and content, the operator orders, members and inquiries', () => {
    expect(areasFor('owner')).toEqual([
      'products',
      'content',
      'orders',
      'calendar',
      'members',
      'inquiries',
      'staff',
      'audit',
    ]);
    expect(areasFor('editor')).toEqual(['products', 'content']);
    expect(canOpen('operator', 'content')).toBe(false);
    expect(areasFor('operator')).toEqual(['orders', 'members', 'inquiries']);
    expect(canOpen('editor', 'orders')).toBe(false);
    expect(canOpen('editor', 'inquiries')).toBe(false);
  });

  it('keeps staff and audit from an editor, the catalogue from an operator', () => {
    expect(canOpen('editor', 'staff')).toBe(false);
    expect(canOpen('editor', 'audit')).toBe(false);
    expect(canOpen('operator', 'products')).toBe(false);
    expect(canOpen('editor', 'calendar')).toBe(false);
    expect(canOpen('editor', 'members')).toBe(false);
    expect(canOpen('operator', 'members')).toBe(true);
    expect(canOpen('operator', 'calendar')).toBe(false);
    expect(canOpen('operator', 'home')).toBe(true);
  });
});

describe('gateOf', () => {
  it('shows only enrolment to staff who must enrol', () => {
    expect(gateOf(null)).toBe('sign-in');
    expect(gateOf(staff({ role: 'owner', must_enrol_totp: true }))).toBe('enrol');
    expect(gateOf(staff())).toBe('app');
  });
});

describe('normaliseCode', () => {
  it('accepts full-width digits and spaces', () => {
    expect(normaliseCode('１２３ ４５６')).toBe('123456');
    expect(normaliseCode(' 123-456 ')).toBe('123456');
  });

  it('refuses anything but six digits', () => {
    expect(normaliseCode('12345')).toBeNull();
    expect(normaliseCode('12345a')).toBeNull();
    expect(normaliseCode('1234567')).toBeNull();
  });
});

describe('needsTotp and groupSecret', () => {
  it('tells the TOTP step from a session', () => {
    expect(needsTotp({ totp_required: true })).toBe(true);
    expect(needsTotp({ staff: staff(), csrf_token: 't' })).toBe(false);
  });

  it('groups a secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});
