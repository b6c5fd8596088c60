/** Member info, registration, e-mail verification, password and login history (`/v1/me/…`). */
export { accountRoutes } from './account.routes';
/** The registration and member-info form layouts (`/v1/pages/front/layout/{matter}`). */
export { formLayoutRoutes } from './form-layout.routes';
/** Where a member's mail may go and whether the member verified it (the mail worker's check). */
export { type MemberMailAddress, memberMailAddress } from './mail-address.queries';
/** A member's card for other contexts: contact, names, business credit and point balance. */
export {
  type ChannelMemberCard,
  findMember,
  type MemberCard,
  type MemberKey,
  type RegisteredMembersKey,
} from './member-card.queries';
/** School-code checks for the school shop (`/v1/schools/check`). */
export { schoolRoutes } from './schools.routes';
