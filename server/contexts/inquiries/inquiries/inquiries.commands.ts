import * as v from 'valibot';
import { INQUIRY_ERRORS as E } from '../../../../contract/inquiries/inquiries.messages';
import {
  BUSINESS_CATEGORY_KEY,
  inquiryBodySchema,
  type ReplyBody,
} from '../../../../contract/inquiries/inquiries.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { parseRecordId } from '../../../../contract/shared/record-id.schema';
import type { Db, Tx } from '../../../db/client';
import { env, publicOrigin } from '../../../env';
import { ApiException } from '../../../http/errors';
import { fieldErrors } from '../../../http/validate';
import { enqueueMail } from '../../../jobs/mail';
import { audience } from '../../../services/mail/mail-rules';
import { findMember } from '../../identity/api';
import { attachUploads } from '../uploads/index';
import { businessExtend, memberName, statusAfterMemberAnswer } from './inquiries.model';
import {
  findInquiryCategory,
  findMemberOrder,
  insertComment,
  insertInquiry,
  lockInquiry,
} from './inquiries.queries';
import {
  type InquiryMailData,
  inquiryAutoReplyMail,
  inquiryShopMail,
  memberAnswerShopMail,
} from './inquiry-mail.messages';

const invalid = (field: string, message: string) =>
  new ApiException(422, ERROR_CODES.validation, { [field]: [message] }, message);
const notFound = () => new ApiException(404, ERROR_CODES.notFound);

/** Link to a member's thread, as put in mails. */
export const threadUrl = (id: number) => `${publicOrigin(env)}/mypage/inquiry_history/${id}/`;

async function attachOrRefuse(
  tx: Tx,
  keys: string[],
  userId: number | null,
  to: { inquiryId: number; commentId?: number },
) {
  if (!(await attachUploads(tx, keys, userId, to))) throw invalid('file_ids', E.fileUnknown);
}

/** Who is writing and where: the member (undefined for a guest) and the shop's name and channel. */
export type Sender = { userId: number | undefined; channelId: string; shopName: string };

const categoryIdOf = (raw: unknown) => {
  const id =
    raw && typeof raw === 'object' ? (raw as { category_id?: unknown }).category_id : undefined;
  return typeof id === 'number' && parseRecordId(String(id)) !== null ? id : undefined;
};

/** Checks a body against what its sender and category require, reporting every field at once. */
async function strictBody(db: Db, sender: Sender, raw: unknown) {
  const categoryId = categoryIdOf(raw);
  const category = categoryId ? await findInquiryCategory(db, categoryId) : undefined;
  const business = category?.key === BUSINESS_CATEGORY_KEY;
  const schema = inquiryBodySchema({ guest: sender.userId === undefined, business });
  const parsed = v.safeParse(schema, raw);
  const errors = parsed.success ? {} : fieldErrors(parsed.issues);
  if (!category) errors.category_id = [E.categoryUnknown];
  if (!parsed.success || !category) throw new ApiException(422, ERROR_CODES.validation, errors);
  return { body: parsed.output, category, business };
}

/**
 * Records an inquiry from the contact form (general or business), attaches its uploads and queues
 * the automatic reply and the shop's notice in the same transaction.
 */
export async function createInquiry(db: Db, sender: Sender, raw: unknown) {
  const { body, category, business } = await strictBody(db, sender, raw);
  const { userId } = sender;
  const account = userId === undefined ? undefined : await findMember(db, { id: userId });
  if (userId !== undefined && !account) throw new ApiException(401, ERROR_CODES.unauthorized);
  const order =
    body.order_id && userId !== undefined
      ? await findMemberOrder(db, userId, body.order_id)
      : undefined;
  if (body.order_id && !order) throw invalid('order_id', E.orderUnknown);
  const extend = business ? businessExtend(body) : null;
  return db.transaction(async (tx) => {
    const row = await insertInquiry(tx, {
      channelId: sender.channelId,
      userId: userId ?? null,
      categoryId: category.id,
      orderId: order?.id ?? null,
      subject: body.subject,
      body: body.body,
      name: account ? memberName(body.name, account) : body.name,
      nameKana:
        body.name_kana ||
        (account ? `${account.lastNameKana} ${account.firstNameKana}`.trim() : ''),
      email: account?.email ?? body.email,
      phone: body.phone || account?.phoneNumber || '',
      extend,
    });
    await attachOrRefuse(tx, body.file_ids, userId ?? null, { inquiryId: row.id });
    const mail: InquiryMailData = {
      shopName: sender.shopName,
      inquiryId: row.id,
      name: row.name,
      nameKana: row.nameKana,
      email: row.email,
      phone: row.phone,
      category: category.name,
      subject: row.subject,
      body: row.body,
      orderNo: order?.orderNo ?? null,
      isMember: userId !== undefined,
      fileCount: body.file_ids.length,
      extend,
    };
    await enqueueMail(tx, {
      ...inquiryAutoReplyMail(mail, userId === undefined ? null : threadUrl(row.id)),
      ...audience('inquiry_auto_reply', userId),
    });
    await enqueueMail(tx, {
      ...inquiryShopMail(mail, env.SHOP_INQUIRY_EMAIL),
      kind: 'inquiry_to_shop',
    });
    return { id: row.id, created_at: row.createdAt.toISOString() };
  });
}

/** The member's answer in their own open thread (another member's or a missing one: 404; closed: 422). */
export async function replyAsMember(db: Db, userId: number, shopName: string, body: ReplyBody) {
  return db.transaction(async (tx) => {
    const row = await lockInquiry(tx, body.inquiry_id);
    if (!row || row.userId !== userId) throw notFound();
    if (row.status === 'closed') throw invalid('body', E.closed);
    const { comment } = await insertComment(
      tx,
      { inquiryId: row.id, author: 'member', body: body.body },
      { status: statusAfterMemberAnswer(row.status) },
    );
    await attachOrRefuse(tx, body.file_ids, userId, { inquiryId: row.id, commentId: comment.id });
    await enqueueMail(tx, {
      ...memberAnswerShopMail(
        { shopName, inquiryId: row.id, subject: row.subject, body: body.body },
        env.SHOP_INQUIRY_EMAIL,
      ),
      kind: 'member_answer_to_shop',
    });
    return { id: comment.id, created_at: comment.createdAt.toISOString() };
  });
}
