import type { MeUser } from '../../../../contract/account/user.schema';
import type { LoginHistory } from '../../../../contract/auth/auth.schema';
import type { loginHistories, userAddresses } from '../../../db/schema/index';
import type { AccountRow, UserRow } from '../auth/index';

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
    tel: profile.tel ?? '',
    school: profile.school ?? '',
    school_name: schoolName,
    points: user.pointsBalance,
    reminder: { question_ct: account.questionCt },
  };
}

/**
 * `GET /v1/users/dummy`: a blank member in the shape of `GET /v1/me/user`, with the registration
 * form's defaults (no id, not registered, newsletter wanted), for a form that starts empty.
 */
export function dummyUser(): MeUser {
  return {
    id: 0,
    code: '',
    email: '',
    username: null,
    last_name: '',
    first_name: '',
    last_name_kana: '',
    first_name_kana: '',
    company_name: null,
    department_or_position: null,
    phone_number: '',
    cell_phone_number: '',
    gender: 4,
    birthday: null,
    is_receive_newsletter: true,
    is_registered_member: false,
    is_business: false,
    is_email_verified: false,
    postal_code: '',
    prefecture: '',
    city: '',
    address1: '',
    address2: '',
    job: '',
    fax: '',
    orderer_name: '',
    contact_phone_number: '',
    tel: '',
    school: '',
    school_name: '',
    points: 0,
    reminder: { question_ct: null },
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
