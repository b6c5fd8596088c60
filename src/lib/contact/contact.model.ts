import * as v from 'valibot';
import type { CategoryNode } from '../../../contract/catalog/catalog.schema';
import {
  BUSINESS_CATEGORY_KEY,
  BUSINESS_FIELDS,
  inquiryBodySchema,
  MAX_ATTACHMENTS,
} from '../../../contract/inquiries/inquiries.schema';

/** Which contact form: the general one or the business one (法人・卸). */
export type ContactKind = 'general' | 'business';
/** A file attached to the draft (already uploaded). */
export type ContactFile = { id: string; name: string; size: number; mime: string };
/** Everything typed on /contact/, kept in this tab until the inquiry is sent. */
export type ContactDraft = {
  kind: ContactKind;
  values: Record<string, string>;
  files: ContactFile[];
  errors: Record<string, string[]>;
  /** True once the input passed the checks: the confirm page may show it. */
  checked: boolean;
};

/** Fields of the contact forms, in form order (the business fields last). */
export const CONTACT_FIELDS = [
  'category_id',
  'order_id',
  'name',
  'name_kana',
  'email',
  'phone',
  'subject',
  'body',
  ...BUSINESS_FIELDS,
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A new draft of one kind. */
export function emptyDraft(kind: ContactKind): ContactDraft {
  return { kind, values: {}, files: [], errors: {}, checked: false };
}

/** The kind a query asks for (`?type=business`). */
export const kindFromQuery = (search: string): ContactKind =>
  new URLSearchParams(search).get('type') === 'business' ? 'business' : 'general';

/** A draft read back from storage, or null when there is none or it is not one. */
export function parseDraft(raw: string | null): ContactDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as ContactDraft;
    const ok =
      (d.kind === 'general' || d.kind === 'business') &&
      typeof d.values === 'object' &&
      Array.isArray(d.files);
    return ok ? { ...emptyDraft(d.kind), ...d } : null;
  } catch {
    return null;
  }
}

/** The business category's id in the tree, or null. */
export function businessCategoryId(tree: CategoryNode[]): number | null {
  const all = tree.flatMap((n) => [n, ...n.children]);
  return all.find((n) => n.key === BUSINESS_CATEGORY_KEY)?.id ?? null;
}

/** The general form's category choices: parents then their children, business left out. */
export function categoryOptions(tree: CategoryNode[]) {
  return tree
    .filter((n) => n.key !== BUSINESS_CATEGORY_KEY)
    .flatMap((n) => [
      { id: n.id, name: n.name, depth: 0 },
      ...n.children.map((c) => ({ id: c.id, name: c.name, depth: 1 })),
    ]);
}

/** The name of a category id anywhere in the tree. */
export function categoryName(tree: CategoryNode[], id: number): string {
  return tree.flatMap((n) => [n, ...n.children]).find((n) => n.id === id)?.name ?? '';
}

const numberOrText = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : s || undefined);

/**
 * Checks a draft the way the API will: the body to send, or Japanese messages by field.
 * `businessId` is the business category (the business form sends it as `category_id`).
 */
export function checkDraft(
  draft: ContactDraft,
  who: { guest: boolean; businessId: number | null },
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: Record<string, string[]> } {
  const business = draft.kind === 'business';
  const raw: Record<string, unknown> = { ...draft.values };
  raw.category_id = business
    ? (who.businessId ?? undefined)
    : numberOrText(draft.values.category_id);
  raw.order_id = draft.values.order_id ? numberOrText(draft.values.order_id) : null;
  raw.file_ids = draft.files.slice(0, MAX_ATTACHMENTS).map((f) => f.id);
  if (!business) for (const name of BUSINESS_FIELDS) delete raw[name];
  const result = v.safeParse(inquiryBodySchema({ guest: who.guest, business }), raw);
  if (result.success) return { ok: true, body: result.output };
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '_';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return { ok: false, errors };
}

/** The checked body as the form's strings (katakana, half-width digits), for the confirm page. */
export function shownValues(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([k, x]) => k !== 'file_ids' && x !== null && x !== undefined)
      .map(([k, x]) => [k, String(x)]),
  );
}

/**
 * A file size for people.
 * @example fileSize(2_500_000) // '2.4 MB'
 */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
