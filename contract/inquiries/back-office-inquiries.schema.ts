import * as v from 'valibot';
import { recordId } from '../shared/record-id.schema';
import { BACK_OFFICE_INQUIRY_MESSAGES as M } from './back-office-inquiries.messages';

/** Where an inquiry stands for the shop (新規・対応中・回答済み・クローズ). */
export const ADMIN_INQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
/** An inquiry's status for the shop. */
export type AdminInquiryStatus = (typeof ADMIN_INQUIRY_STATUSES)[number];

/** The changes of status an operator may make by hand (a reply makes it 回答済み on its own). */
export const STATUS_MOVES: Record<AdminInquiryStatus, readonly AdminInquiryStatus[]> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

const StatusSchema = v.picklist(ADMIN_INQUIRY_STATUSES, M.statusChoice);
const positive = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max));

/** Query of `GET /v1/admin/inquiries`; unknown keys are ignored. */
export const AdminInquiryListQuerySchema = v.object({
  /** Name, e-mail or the inquiry's number (digits only). */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, M.keywordMax)), ''),
  status: v.optional(StatusSchema),
  category_id: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, M.categoryChoice), v.transform(Number)),
  ),
  page: v.optional(positive(100000), '1'),
  per: v.optional(positive(200), '50'),
});
/** The inquiry list's search, filters and page. */
export type AdminInquiryListQuery = v.InferOutput<typeof AdminInquiryListQuerySchema>;

const Ref = v.nullable(v.object({ id: v.number(), name: v.string() }));

/** A row of the back office's inquiry list. */
export const AdminInquiryListItemSchema = v.object({
  id: v.number(),
  subject: v.string(),
  status: StatusSchema,
  category: Ref,
  name: v.string(),
  email: v.string(),
  is_member: v.boolean(),
  assignee: Ref,
  created_at: v.string(),
  last_activity_at: v.string(),
});
/** A row of the inquiry list. */
export type AdminInquiryListItem = v.InferOutput<typeof AdminInquiryListItemSchema>;

/** An attachment; `url` downloads it for staff (`GET /v1/admin/inquiries/{id}/files/{file}`). */
const FileSchema = v.object({
  id: v.string(),
  url: v.string(),
  name: v.string(),
  mime: v.string(),
  size: v.number(),
});

/** `GET /v1/admin/inquiries/{id}`: the inquiry, its thread, notes and the `version` writes are based on. */
export const AdminInquirySchema = v.object({
  ...AdminInquiryListItemSchema.entries,
  version: v.number(),
  body: v.string(),
  name_kana: v.string(),
  phone: v.string(),
  channel: v.nullable(v.string()),
  extend: v.nullable(v.record(v.string(), v.string())),
  member: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.string() })),
  order: v.nullable(v.object({ id: v.number(), order_no: v.string() })),
  attachments: v.array(FileSchema),
  /** The customer's messages and the shop's replies, oldest first (the inquiry's body comes before). */
  thread: v.array(
    v.object({
      id: v.number(),
      author: v.picklist(['member', 'shop']),
      /** The staff member who replied (shop replies only). */
      staff: v.nullable(v.string()),
      body: v.string(),
      created_at: v.string(),
      read_at: v.nullable(v.string()),
      attachments: v.array(FileSchema),
    }),
  ),
  /** 社内メモ, oldest first: never shown to the customer. */
  notes: v.array(
    v.object({ id: v.number(), author: v.string(), body: v.string(), created_at: v.string() }),
  ),
  /** The status changes an operator may make now (the server checks again under the row's lock). */
  moves: v.array(StatusSchema),
});
/** The inquiry whole as the back office shows it. */
export type AdminInquiry = v.InferOutput<typeof AdminInquirySchema>;

/** A staff member an inquiry may be assigned to (operators and owners). */
export const AssigneeSchema = v.object({ id: v.number(), name: v.string(), email: v.string() });
/** A staff member an inquiry may be assigned to. */
export type Assignee = v.InferOutput<typeof AssigneeSchema>;

const version = v.pipe(v.number(M.versionRequired), v.integer(M.versionRequired));
const text = () => v.pipe(v.optional(v.string(), ''), v.trim());

/**
 * Body of `POST /v1/admin/inquiries/{id}/replies`: the shop's answer; `close` ends the thread.
 * `version` is what the screen read (409 when someone changed the inquiry since); scripts with
 * the admin token may leave it out.
 */
export const StaffReplyBodySchema = v.object({
  version: v.optional(version),
  body: v.pipe(text(), v.nonEmpty(M.replyRequired), v.maxLength(4000, M.replyMax)),
  close: v.optional(v.boolean(), false),
});
/** The shop's answer. */
export type StaffReplyBody = v.InferOutput<typeof StaffReplyBodySchema>;

/** Body of `POST /v1/admin/inquiries/{id}/status`. */
export const InquiryStatusBodySchema = v.object({ version, status: StatusSchema });

/** Body of `PUT /v1/admin/inquiries/{id}/assignee`: a staff id, or null for nobody. */
export const InquiryAssigneeBodySchema = v.object({
  version,
  staff_id: v.nullable(recordId(M.assigneeChoice)),
});

/** Body of `POST /v1/admin/inquiries/{id}/notes`. */
export const InquiryNoteBodySchema = v.object({
  body: v.pipe(text(), v.nonEmpty(M.noteRequired), v.maxLength(2000, M.noteMax)),
});
