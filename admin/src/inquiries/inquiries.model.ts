import type {
  AdminInquiry,
  AdminInquiryListItem,
  Assignee,
} from '../../../contract/inquiries/back-office-inquiries.schema';
import type { FieldErrors } from '../shared/http.model';
import { INQUIRIES_MESSAGES as M } from './inquiries.messages';

/** A row of the inquiry list. */
export type InquiryListItem = AdminInquiryListItem;
/** The inquiry whole. */
export type InquiryRecord = AdminInquiry;
/** A staff member an inquiry may be assigned to. */
export type InquiryAssignee = Assignee;
/** An inquiry category, as the filter offers it. */
export type InquiryCategory = { id: number; name: string };

/** The inquiry list's search box, filters and page. */
export type InquiryFilters = { q: string; status: string; category_id: string; page: number };

/** No search, every status and category, the first page. */
export const DEFAULT_INQUIRY_FILTERS: InquiryFilters = {
  q: '',
  status: '',
  category_id: '',
  page: 1,
};

/** The query of `GET /v1/admin/inquiries` (empty fields left out). */
export function inquiryListParams(f: InquiryFilters): Record<string, string | number | undefined> {
  const text = (value: string) => value.trim() || undefined;
  return { q: text(f.q), status: text(f.status), category_id: text(f.category_id), page: f.page };
}

/** The Japanese name of a status (the code itself for one the screen does not know). */
export const statusLabel = (status: string): string => M.statuses[status] ?? status;

/** Field errors of a reply before it is sent: some text, at most 4000 characters. */
export function checkReply(body: string): FieldErrors {
  const text = body.trim();
  if (!text) return { body: [M.replyRequired] };
  return text.length > 4000 ? { body: [M.replyMax] } : {};
}

/**
 * The categories of the inquiry form's two-level tree, flattened with the parent's name before a
 * child's, as one filter lists them.
 * @example flattenCategories([{ id: 1, name: 'ご注文', children: [{ id: 2, name: '配送', children: [] }] }])
 * // [{ id: 1, name: 'ご注文' }, { id: 2, name: 'ご注文 › 配送' }]
 */
export function flattenCategories(
  nodes: { id: number; name: string; children?: { id: number; name: string }[] }[],
): InquiryCategory[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name },
    ...(node.children ?? []).map((child) => ({
      id: child.id,
      name: `${node.name} › ${child.name}`,
    })),
  ]);
}

/** The value the assignee select shows for a record ('' for nobody). */
export const assigneeValue = (record: Pick<InquiryRecord, 'assignee'>): string =>
  record.assignee ? String(record.assignee.id) : '';

/** Whether a failed action was a conflict with another operator (409). */
export function isConflict(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 409);
}
