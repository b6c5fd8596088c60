import type { MailMessage } from './mailer';

/**
 * When a kind of mail may go out:
 * - `before_verification`: the spec sends it before the address is verified (registration and
 *   the reminder); each is limited per address by its form.
 * - `verified`: to a member's address, only once that member verified it; until then it waits.
 * - `guest`: to the address a guest typed for their own order or inquiry (no account to verify);
 *   the text is the shop's, and each needs an order or a limited form.
 * - `shop`: to the shop's own inbox.
 */
export type MailRule = 'before_verification' | 'verified' | 'guest' | 'shop';

/** Every kind of mail the shop sends, with its rule. A new mail needs a line here. */
export const MAIL_RULES = {
  verification: 'before_verification',
  already_registered: 'before_verification',
  reminder: 'before_verification',
  login_code: 'verified',
  unlock: 'verified',
  welcome: 'verified',
  password_changed: 'verified',
  order_confirmation: 'verified',
  order_cancelled: 'verified',
  order_shipped: 'verified',
  order_paid: 'verified',
  order_shipment_changed: 'verified',
  gift_accepted: 'verified',
  gift_link: 'verified',
  gift_reminder: 'verified',
  inquiry_auto_reply: 'verified',
  shop_reply: 'verified',
  memorial_reminder: 'verified',
  address_export: 'verified',
  guest_order_confirmation: 'guest',
  guest_order_cancelled: 'guest',
  guest_order_shipped: 'guest',
  guest_order_paid: 'guest',
  guest_order_shipment_changed: 'guest',
  guest_gift_accepted: 'guest',
  guest_gift_link: 'guest',
  guest_gift_reminder: 'guest',
  guest_inquiry_auto_reply: 'guest',
  guest_shop_reply: 'guest',
  inquiry_to_shop: 'shop',
  member_answer_to_shop: 'shop',
} as const satisfies Record<string, MailRule>;

/** A kind of mail the shop sends. */
export type MailKind = keyof typeof MAIL_RULES;

/** Kinds with a member's and a guest's variant (the guest's is `guest_<kind>`). */
type SplitKind = {
  [K in MailKind]: `guest_${K}` extends MailKind ? K : never;
}[MailKind];

/** A mail as a sender hands it over: its kind, and for a member's mail the member's id. */
export type ShopMail = MailMessage & { kind: MailKind; userId?: number };

/**
 * The kind and member of a mail that goes to a member or, for a guest order or inquiry, a guest.
 * @example audience('order_shipped', null) // { kind: 'guest_order_shipped' }
 */
export function audience(
  kind: SplitKind,
  userId: number | null | undefined,
): Pick<ShopMail, 'kind' | 'userId'> {
  return userId == null ? { kind: `guest_${kind}` } : { kind, userId };
}

/**
 * One key per inbox: NFKC, trimmed, lower-case, without a `+tag` (many providers deliver
 * `name+tag@` to `name@`), so spelling an address another way does not reset its limits.
 * @example recipientKey(' Hanako+1@Example.JP') // 'hanako@example.jp'
 */
export function recipientKey(address: string): string {
  const normal = address.normalize('NFKC').trim().toLowerCase();
  const at = normal.lastIndexOf('@');
  if (at < 0) return normal;
  return `${normal.slice(0, at).replace(/\+.*$/, '')}${normal.slice(at)}`;
}
