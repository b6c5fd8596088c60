import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { findMember } from './member-card.queries';

let api: TestApi;

beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('a member card', () => {
  it('finds a member by the registered e-mail and by id, with the same card', async () => {
    const byEmail = await findMember(api.database.db, { email: 'taro@example.jp' });
    expect(byEmail).toMatchObject({
      email: 'taro@example.jp',
      isBusiness: false,
      creditLimit: null,
      pointsBalance: 1500,
    });
    expect(byEmail?.lastName).not.toBe('');
    expect(await findMember(api.database.db, { id: byEmail?.id ?? 0 })).toEqual(byEmail);
  });

  it('gives nothing for an unknown member, and matches the e-mail exactly', async () => {
    expect(await findMember(api.database.db, { id: 999_999 })).toBeUndefined();
    expect(await findMember(api.database.db, { email: 'nobody@example.jp' })).toBeUndefined();
    expect(await findMember(api.database.db, { email: 'taro@example.j' })).toBeUndefined();
  });

  it('tells nothing secret: no password hash, token or lock state', async () => {
    const card = await findMember(api.database.db, { email: 'taro@example.jp' });
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        'creditLimit',
        'email',
        'emailVerifiedAt',
        'firstName',
        'firstNameKana',
        'id',
        'isBusiness',
        'lastName',
        'lastNameKana',
        'phoneNumber',
        'pointsBalance',
      ].sort(),
    );
  });

  it('finds several registered members in one call, leaving out guests and unknown ids', async () => {
    const { db } = api.database;
    const taro = await findMember(db, { email: 'taro@example.jp' });
    const [guest] = await db
      .insert(users)
      .values({
        code: 'Mguest-card',
        email: 'guest-card@example.jp',
        passwordHash: 'x',
        lastName: '山田',
        firstName: '花子',
        isRegisteredMember: false,
      })
      .returning({ id: users.id });
    const found = await findMember(db, {
      registeredIds: [taro?.id ?? 0, guest?.id ?? 0, 999_999, taro?.id ?? 0],
    });
    expect(found).toEqual([{ ...taro, channelId: expect.any(String) }]);
    expect(await findMember(db, { registeredIds: [] })).toEqual([]);
  });
});
