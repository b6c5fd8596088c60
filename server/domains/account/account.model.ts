import type { MeUser } from '../../../src/lib/account/user.schema';
import type { LoginHistory } from '../../../src/lib/auth/auth.schema';
import type { loginHistories, userAddresses } from '../../db/schema/index';
import type { AccountRow, UserRow } from '../auth/accounts.queries';

type AddressRow = typeof userAddresses.$inferSelect;

/** The member as `GET /v1/me/user` shows it; the own address (division 1) fills the address fields. */
export function toMeUser(
  user: UserRow,
  account: AccountRow,
  own: AddressRow | null,
  schoolName = '',
): MeUser {
  const profile = account.profile;
  return {
    id: user.id,
    code: user.code,
    email: user.email,
    username: user.username,
    last_name: user.lastName,
    first_name: user.firstName,
    last_name_kana: user.lastNameKana,
    first_name_kana: user.firstNameKana,
    company_name: user.companyName,
    department_or_position: user.departmentOrPosition,
    phone_number: user.phoneNumber,
    cell_phone_number: user.cellPhoneNumber,
    gender: user.gender,
    birthday: user.birthday,
    is_receive_newsletter: user.isReceiveNewsletter,
    is_registered_member: user.isRegisteredMember,
    is_business: user.isBusiness,
    is_email_verified: user.emailVerifiedAt !== null,
    postal_code: own?.postalCode ?? '',
    prefecture: own?.prefecture ?? '',
    city: own?.city ?? '',
    address1: own?.address1 ?? '',
    address2: own?.address2 ?? '',
    job: profile.job ?? '',
    fax: profile.fax ?? '',
    orderer_name: profile.orderer_name ?? '',
    contact_phone_number: profile.contact_phone_number ?? '',
    school: profile.school ?? '',
    school_name: schoolName,
    points: user.pointsBalance,
    reminder: { question_ct: account.questionCt },
  };
}

/** One login-history entry as the my page lists it. */
export function toLoginHistory(row: typeof loginHistories.$inferSelect): LoginHistory {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    result: row.result,
  };
}
