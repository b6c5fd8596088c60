import { BACK_OFFICE_INQUIRY_MESSAGES as M } from '../../../../contract/inquiries/back-office-inquiries.messages';
import type {
  AdminInquiryStatus,
  StaffReplyBody,
} from '../../../../contract/inquiries/back-office-inquiries.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import { audience } from '../../../services/mail/mail-rules';
import { inquiryAssignee } from '../../back-office/api';
import { recordAudit } from '../../platform/api';
import { threadUrl } from './inquiries.commands';
import { type InquiryRow, insertComment, lockInquiry } from './inquiries.queries';
import { authorName, staffIdOf, statusAfterReply, statusRefusal } from './inquiry-admin.model';
import { adminInquiryHead, insertNote, updateInquiry } from './inquiry-admin.queries';
import { shopReplyMail } from './inquiry-mail.messages';

/** Who acts, on which inquiry, and the version the screen read (absent: a script's call). */
export type InquiryActionBase = { actor: Actor; id: number; version?: number };

const refuse = (field: string, message: string) =>
  new ApiException(422, ERROR_CODES.validation, { [field]: [message] }, message);

/**
 * Locks the inquiry and checks the action against it: 404 when missing; 409 when the screen's
 * version is not the inquiry's (someone acted first; the message says why the action may no
 * longer apply); 422 (on `field`) when its state refuses the action.
 */
async function lockFor(
  tx: Tx,
  base: InquiryActionBase,
  field: string,
  refusal: (row: InquiryRow) => string | null,
): Promise<InquiryRow> {
  const row = await lockInquiry(tx, base.id);
  if (!row) throw new ApiException(404, ERROR_CODES.notFound);
  const why = refusal(row);
  if (base.version !== undefined && row.version !== base.version) {
    const message = why ? M.staleBecause(why) : M.stale;
    throw new ApiException(409, ERROR_CODES.versionConflict, undefined, message);
  }
  if (why) throw refuse(field, why);
  return row;
}

/**
 * `POST /v1/admin/inquiries/{id}/replies`: the shop's answer, in the thread the member reads on
 * my page; the inquiry becomes 回答済み (or クローズ with `close`). A member is mailed a link to
 * the thread, a guest the answer itself; audited, all in one transaction.
 */
export function replyByStaff(
  db: Db,
  base: InquiryActionBase,
  shopName: string,
  input: StaffReplyBody,
): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockFor(tx, base, 'body', (r) =>
      statusAfterReply(r.status, input.close) ? null : M.closedNoReply,
    );
    const status = statusAfterReply(row.status, input.close) ?? row.status;
    const { comment, inquiry } = await insertComment(
      tx,
      { inquiryId: row.id, author: 'shop', body: input.body },
      { status, staffId: staffIdOf(base.actor) },
    );
    const mail = shopReplyMail(
      {
        shopName,
        name: row.name,
        email: row.email,
        subject: row.subject,
        body: input.body,
        closed: input.close,
      },
      row.userId === null ? null : threadUrl(row.id),
    );
    await enqueueMail(tx, { ...mail, ...audience('shop_reply', row.userId) });
    await recordAudit(tx, base.actor, {
      action: 'inquiry.reply',
      recordType: 'inquiry',
      recordId: row.id,
      before: { status: row.status, version: row.version },
      after: { status, version: inquiry.version, comment_id: comment.id, body: input.body },
    });
  });
}

/** `POST /v1/admin/inquiries/{id}/status`: a change of status allowed from the current one, audited. */
export function changeStatus(
  db: Db,
  base: InquiryActionBase,
  status: AdminInquiryStatus,
): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockFor(tx, base, 'status', (r) => statusRefusal(r.status, status));
    const saved = await updateInquiry(tx, row.id, { status });
    await recordAudit(tx, base.actor, {
      action: 'inquiry.status',
      recordType: 'inquiry',
      recordId: row.id,
      before: { status: row.status, version: row.version },
      after: { status, version: saved.version },
    });
  });
}

/** `PUT /v1/admin/inquiries/{id}/assignee`: hands the inquiry to an operator or owner (or nobody), audited. */
export function assignInquiry(
  db: Db,
  base: InquiryActionBase,
  staffId: number | null,
): Promise<void> {
  return db.transaction(async (tx) => {
    const person = staffId === null ? null : await inquiryAssignee(tx, staffId);
    if (staffId !== null && !person) throw refuse('staff_id', M.assigneeChoice);
    const row = await lockFor(tx, base, 'staff_id', (r) =>
      r.assigneeId === staffId ? M.sameAssignee : null,
    );
    const saved = await updateInquiry(tx, row.id, { assigneeId: staffId });
    await recordAudit(tx, base.actor, {
      action: 'inquiry.assign',
      recordType: 'inquiry',
      recordId: row.id,
      before: { assignee_id: row.assigneeId, version: row.version },
      after: { assignee_id: staffId, assignee: person?.name ?? null, version: saved.version },
    });
  });
}

/**
 * `POST /v1/admin/inquiries/{id}/notes`: an internal note (社内メモ). Notes only add, so two
 * operators writing at once both keep theirs: no version is asked. Never mailed nor shown to the
 * customer; audited.
 */
export function addNote(db: Db, actor: Actor, id: number, body: string): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await adminInquiryHead(tx, id))) throw new ApiException(404, ERROR_CODES.notFound);
    const note = await insertNote(tx, {
      inquiryId: id,
      staffId: staffIdOf(actor),
      author: authorName(actor),
      body,
    });
    await recordAudit(tx, actor, {
      action: 'inquiry.note',
      recordType: 'inquiry',
      recordId: id,
      before: null,
      after: { note_id: note.id, body },
    });
  });
}
