import type { Area } from '../shared/router.model';

/** A staff member's role: owner (everything), editor (catalogue), operator (orders etc., part 2). */
export type Role = 'owner' | 'editor' | 'operator';

/** The signed-in staff member as `GET /v1/admin/session` answers. */
export type Staff = {
  id: number;
  email: string;
  name: string;
  role: Role;
  totp_enabled: boolean;
  must_enrol_totp: boolean;
};

/** A session answer: the staff member and the token every write sends. */
export type SessionAnswer = { staff: Staff; csrf_token: string };

/** The first step's answer: signed in, or a TOTP code is needed first. */
export type SignInAnswer = SessionAnswer | { totp_required: true };

/** Whether a sign-in answer asks for the TOTP code. */
export function needsTotp(answer: SignInAnswer): answer is { totp_required: true } {
  return 'totp_required' in answer && answer.totp_required === true;
}

/** An area of the menu (home is every role's). */
export type MenuArea = Exclude<Area, 'home'>;

const AREAS: Record<Role, MenuArea[]> = {
  owner: ['products', 'content', 'orders', 'calendar', 'members', 'inquiries', 'staff', 'audit'],
  editor: ['products', 'content'],
  operator: ['orders', 'members', 'inquiries'],
};

/** The menu areas a role may open, in menu order (home is always open). */
export function areasFor(role: Role): MenuArea[] {
  return AREAS[role] ?? [];
}

/** Whether a role may open an area. */
export function canOpen(role: Role, area: Area): boolean {
  return area === 'home' || areasFor(role).includes(area);
}

/** The screen a session state shows before any menu: enrolment comes first when it is required. */
export function gateOf(staff: Staff | null): 'sign-in' | 'enrol' | 'app' {
  if (!staff) return 'sign-in';
  return staff.must_enrol_totp ? 'enrol' : 'app';
}

/**
 * A TOTP code as typed, made comparable: full-width digits (a Japanese IME's default) become
 * ASCII, spaces and hyphens go. Returns the six digits, or null when it is not six digits.
 */
export function normaliseCode(typed: string): string | null {
  const ascii = typed
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\s\-ー－]/g, '');
  return /^\d{6}$/.test(ascii) ? ascii : null;
}

/** The secret split in groups of four, easier to copy by eye into an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
