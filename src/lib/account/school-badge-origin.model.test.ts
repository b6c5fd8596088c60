import { describe, expect, it } from 'vitest';
import { badgeFromCheck, badgeFromUser } from './school-badge-origin.model';

describe('school badge origin', () => {
  it('comes from a confirmed 学校コード only', () => {
    expect(badgeFromCheck({ key: 'C113110000102', check: true, name: '青葉台中学校' })).toEqual({
      key: 'C113110000102',
      name: '青葉台中学校',
    });
    expect(badgeFromCheck({ key: 'C113110000200', check: false, name: null })).toBeNull();
    expect(badgeFromCheck(null)).toBeNull();
  });

  it("comes from a member's school and its name, not from other shops' members", () => {
    expect(badgeFromUser({ school: 'D313110000105', school_name: '桜丘高等学校' })?.name).toBe(
      '桜丘高等学校',
    );
    expect(badgeFromUser({ school: '', school_name: '' })).toBeNull();
    expect(badgeFromUser(null)).toBeNull();
  });
});
