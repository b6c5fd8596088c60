import { Hono } from 'hono';
import * as v from 'valibot';
import {
  InquiryBodySchema,
  InquiryDetailSchema,
  InquiryPageQuerySchema,
  InquiryReceiptSchema,
  InquirySummarySchema,
  ReplyBodySchema,
} from '../../../../contract/inquiries/inquiries.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import {
  memberId,
  type OptionalMemberEnv,
  optionalMember,
  requireMember,
} from '../../../http/auth';
import { guardForm } from '../../../http/bot-guard';
import { ApiException } from '../../../http/errors';
import { BOT_FORMS, FORM_LIMITS } from '../../../http/form-limits';
import { setPagingHeaders } from '../../../http/paging';
import { enforceLimit, limitForm, namedLimiter } from '../../../http/rate-limit';
import { recordIdParam } from '../../../http/record-id';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { recipientKey } from '../../../services/mail/mail-rules';
import { uploadsOfInquiry } from '../uploads/index';
import { createInquiry, replyAsMember } from './inquiries.commands';
import { toDetail, toSummary, unreadShopIds } from './inquiries.model';
import {
  commentsOf,
  findMemberInquiry,
  inquiryRefs,
  markShopRepliesRead,
  memberOrders,
  pageMemberInquiries,
} from './inquiries.queries';

const OrderChoiceSchema = v.object({
  id: v.number(),
  order_no: v.string(),
  ordered_at: v.string(),
});

/** Inquiries: the contact forms, a member's inquiry history and threads, and answers in them. */
export const inquiryRoutes = new Hono<OptionalMemberEnv>()
  .post(
    '/inquiries',
    describeOperation({
      tag: 'inquiries',
      summary: 'お問い合わせ（一般・法人）。ゲストは氏名・フリガナ・メール・電話が必須',
      body: InquiryBodySchema,
      response: InquiryReceiptSchema,
      errors: [401, 422, 429],
    }),
    optionalMember,
    guardForm(BOT_FORMS.inquiry),
    async (c) => {
      const channel = c.get('channel');
      const sender = { userId: c.get('userId'), channelId: channel.id, shopName: channel.siteName };
      // The fields required depend on the sender and the category, so the command checks the body.
      const raw = await c.req.json().catch(() => {
        throw new ApiException(400, ERROR_CODES.badJson);
      });
      const email = (raw as { email?: unknown } | null)?.email;
      if (sender.userId === undefined && typeof email === 'string') {
        const { name, limit, windowMs } = FORM_LIMITS.inquiryRecipient;
        const limiter = namedLimiter(c.get('database'), name, limit, windowMs);
        await enforceLimit(limiter, recipientKey(email));
      }
      return c.json(await createInquiry(c.get('database').db, sender, raw), 201);
    },
  )
  .get(
    '/me/inquiry-orders',
    describeOperation({
      tag: 'inquiries',
      summary: 'お問い合わせで選べる自分の注文（新しい順、20件）',
      response: OrderChoiceSchema,
      list: 'plain',
      errors: [401],
    }),
    requireMember,
    async (c) => {
      const rows = await memberOrders(c.get('database').db, memberId(c));
      return c.json({ data: rows.map((r) => ({ ...r, ordered_at: r.ordered_at.toISOString() })) });
    },
  )
  .get(
    '/me/inquiries',
    describeOperation({
      tag: 'inquiries',
      summary: '自分のお問い合わせ（新しいやりとり順、未読の回答数つき）',
      query: InquiryPageQuerySchema,
      response: InquirySummarySchema,
      list: 'paged',
      errors: [401, 422],
    }),
    requireMember,
    validate('query', InquiryPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await pageMemberInquiries(c.get('database').db, memberId(c), query);
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      return c.json({ data: rows.map((r) => toSummary(r.inquiry, r.category, Number(r.unread))) });
    },
  )
  .get(
    '/me/inquiries/:id',
    describeOperation({
      tag: 'inquiries',
      summary: 'お問い合わせのやりとり（開くとショップの回答を既読にする）',
      response: InquiryDetailSchema,
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const { db } = c.get('database');
      const row = await findMemberInquiry(db, memberId(c), recordIdParam(c.req.param('id')));
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      const [refs, comments, files] = await Promise.all([
        inquiryRefs(db, row),
        commentsOf(db, row.id),
        uploadsOfInquiry(db, row.id),
      ]);
      const detail = toDetail(row, refs, comments, files);
      await markShopRepliesRead(db, row.id, unreadShopIds(comments), new Date());
      return c.json(detail);
    },
  )
  .post(
    '/inquiry-comments/reply',
    describeOperation({
      tag: 'inquiries',
      summary: '自分のお問い合わせに返信（対応終了のものは不可）',
      body: ReplyBodySchema,
      response: InquiryReceiptSchema,
      errors: [401, 404, 422, 429],
    }),
    requireMember,
    limitForm(FORM_LIMITS.inquiryReply),
    validate('json', ReplyBodySchema),
    async (c) => {
      const reply = await replyAsMember(
        c.get('database').db,
        memberId(c),
        c.get('channel').siteName,
        c.req.valid('json'),
      );
      return c.json(reply, 201);
    },
  );
