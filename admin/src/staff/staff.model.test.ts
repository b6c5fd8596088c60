import { describe, expect, it } from 'vitest';
import { checkNewStaff, leavesNoOwner, type StaffMember } from './staff.model';

const member = (id: number, over: Partial<StaffMember> = {}): StaffMember => ({
  id,
  email: `s${id}@example.com`,
  name: `S${id}`,
  role: 'editor',
  totp_enabled: false,
  disabled: false,
  ...over,
});

describe('checkNewStaff', () => {
  it('asks for a name, a real address and a long password', () => {
    const errors = checkNewStaff({ email: 'nope', name: ' ', role: 'editor', password: 'short' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password']);
  });

  it('passes a complete form', () => {
    expect(
      checkNewStaff({
        email: 'e@example.com',
        name: '編集 花子',
        role: 'editor',
        password: 'abcdefghij12',
      }),
    ).toEqual({});
  });
});

describe('leavesNoOwner', () => {
  const staff = [member(1, { role: 'owner' }), member(2)];

  it('stops the last owner being disabled or demoted', () => {
    expect(leavesNoOwner(staff, 1, { disabled: true })).toBe(true);
    expect(leavesNoOwner(staff, 1, { role: 'editor' })).toBe(true);
  });

  it('allows it when another owner stays', () => {
    const two = [...staff, member(3, { role: 'owner' })];
    expect(leavesNoOwner(two, 1, { disabled: true })).toBe(false);
    expect(leavesNoOwner(staff, 2, { disabled: true })).toBe(false);
  });
});
