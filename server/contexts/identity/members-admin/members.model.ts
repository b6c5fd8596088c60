import type {
  AdminMember,
  AdminMemberListItem,
} from '../../../../contract/account/back-office-members.schema';

/** A member as the back office reads it (never the password or answer hash). */
export type MemberRow = {
  id: number;
  code: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  email: string;
  username: string | null;
  phoneNumber: string;
  cellPhoneNumber: string;
  birthday: string | null;
  isBusiness: boolean;
  companyName: string | null;
  creditLimit: number | null;
  businessApprovedAt: Date | null;
  pointsBalance: number;
  createdAt: Date;
  failedLoginCount: number;
  lockedUntil: Date | null;
};

/** What identity holds of the member page besides the member: the address book and point movements. */
export type MemberOwnParts = {
  addresses: {
    id: number;
    lastName: string;
    firstName: string;
    postalCode: string;
    prefecture: string;
    city: string;
    address1: string;
    address2: string;
    phoneNumber: string;
  }[];
  points: {
    id: number;
    createdAt: Date;
    kind: string;
    points: number;
    note: string;
    orderId: number | null;
  }[];
};

/** What the member page shows besides the member: its own parts, and the orders and inquiries other contexts give. */
export type MemberParts = MemberOwnParts & {
  orders: { orderNo: string; orderedAt: Date; status: string; totalPayment: number }[];
  /** The numbers of the orders the point movements name, by order id. */
  orderNumbers: ReadonlyMap<number, string>;
  inquiries: { id: number; subject: string; status: string; lastActivityAt: Date }[];
};

/** Whether the member's sign-in is locked at `now`. */
export function isLocked(row: Pick<MemberRow, 'lockedUntil'>, now: Date): boolean {
  return row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime();
}

/** A row of the member list. */
export function toMemberListItem(row: MemberRow, now: Date): AdminMemberListItem {
  return {
    id: row.id,
    code: row.code,
    name: `${row.lastName} ${row.firstName}`,
    kana: `${row.lastNameKana} ${row.firstNameKana}`.trim(),
    email: row.email,
    phone: row.phoneNumber || row.cellPhoneNumber,
    is_business: row.isBusiness,
    points_balance: row.pointsBalance,
    locked: isLocked(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** One member whole, as the member page shows it. */
export function toAdminMember(row: MemberRow, parts: MemberParts, now: Date): AdminMember {
  return {
    ...toMemberListItem(row, now),
    username: row.username,
    cell_phone: row.cellPhoneNumber,
    birthday: row.birthday,
    company_name: row.companyName,
    credit_limit: row.creditLimit,
    business_approved_at: row.businessApprovedAt?.toISOString() ?? null,
    failed_login_count: row.failedLoginCount,
    locked_until: isLocked(row, now) ? (row.lockedUntil?.toISOString() ?? null) : null,
    addresses: parts.addresses.map((a) => ({
      id: a.id,
      name: `${a.lastName} ${a.firstName}`,
      postal_code: a.postalCode,
      address: `${a.prefecture}${a.city}${a.address1}${a.address2}`,
      phone: a.phoneNumber,
    })),
    orders: parts.orders.map((o) => ({
      order_no: o.orderNo,
      ordered_at: o.orderedAt.toISOString(),
      status: o.status,
      total_payment: o.totalPayment,
    })),
    point_history: parts.points.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      kind: entry.kind,
      points: entry.points,
      note: entry.note,
      order_no: entry.orderId === null ? null : (parts.orderNumbers.get(entry.orderId) ?? null),
    })),
    inquiries: parts.inquiries.map((i) => ({
      id: i.id,
      subject: i.subject,
      status: i.status,
      last_activity_at: i.lastActivityAt.toISOString(),
    })),
  };
}
