import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminInquiryListItemSchema,
  AdminInquiryListQuerySchema,
  AdminInquirySchema,
  AssigneeSchema,
  InquiryAssigneeBodySchema,
  InquiryNoteBodySchema,
  InquiryStatusBodySchema,
  StaffReplyBodySchema,
} from '../../../../contract/inquiries/back-office-inquiries.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { inquiryAssignees } from '../../back-office/api';
import { findUpload, sendUpload, uploadsOfInquiry } from '../uploads/index';
import { inquiryRefs } from './inquiries.queries';
import { addNote, assignInquiry, changeStatus, replyByStaff } from './inquiry-admin.commands';
import { listItemOf, toAdminInquiry } from './inquiry-admin.model';
import { adminInquiryHead, adminInquiryParts, pageAdminInquiries } from './inquiry-admin.queries';

const tag = 'admin';
const ACTION_ERRORS = [401, 403, 404, 409, 422] as const;

/** The inquiry whole, read after the request's action (404 when missing). */
async function wholeInquiry(c: Context<StaffEnv>, id: number) {
  const { db } = c.get('database');
  const head = await adminInquiryHead(db, id);
  if (!head) throw new ApiException(404, ERROR_CODES.notFound);
  const [refs, parts, files] = await Promise.all([
    inquiryRefs(db, head.inquiry),
    adminInquiryParts(db, head.inquiry),
    uploadsOfInquiry(db, id),
  ]);
  return toAdminInquiry(head, refs, parts, files);
}

/**
 * The back office's inquiries (お問い合わせ管理; operators, owners and the admin token): the list
 * by status and category searched on the server, the thread with its internal notes, and the
 * shop's reply, status, assignment and notes. Replies, status and assignment are based on the
 * inquiry's `version` (409 when someone acted first); every write is audited in its transaction.
 */
export function inquiryAdminRoutes({ token }: { token: string | undefined }) {
  const operators = requireStaff({ allow: ['operator', 'token'], adminToken: token });
  const idOf = (c: Context<StaffEnv>) => recordIdParam(c.req.param('id') ?? '');
  const base = (c: Context<StaffEnv>, version?: number) => ({
    actor: c.get('actor'),
    id: idOf(c),
    version,
  });
  return new Hono<StaffEnv>()
    .get(
      '/admin/inquiries',
      describeOperation({
        tag,
        summary:
          'お問い合わせ一覧（状態・種類で絞り込み、お名前・メール・お問い合わせ番号で検索。新しいやりとり順、ページ送りはサーバー側）',
        query: AdminInquiryListQuerySchema,
        response: AdminInquiryListItemSchema,
        list: 'paged',
        errors: [401, 403, 422],
      }),
      operators,
      validate('query', AdminInquiryListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { rows, total } = await pageAdminInquiries(c.get('database').db, query);
        setPagingHeaders(c, { total, per: query.per, current: query.page });
        return c.json({ data: rows.map(listItemOf) });
      },
    )
    .get(
      '/admin/inquiry-assignees',
      describeOperation({
        tag,
        summary: 'お問い合わせの担当者にできるスタッフ（オペレーターとオーナー、利用停止を除く）',
        response: AssigneeSchema,
        list: 'plain',
        errors: [401, 403],
      }),
      operators,
      async (c) => c.json({ data: await inquiryAssignees(c.get('database').db) }),
    )
    .get(
      '/admin/inquiries/:id',
      describeOperation({
        tag,
        summary:
          'お問い合わせの詳細（お客様とショップのやりとり、社内メモ、担当者、会員、操作のもとになる version）',
        response: AdminInquirySchema,
        errors: [401, 403, 404],
      }),
      operators,
      async (c) => c.json(await wholeInquiry(c, idOf(c))),
    )
    .get(
      '/admin/inquiries/:id/files/:file',
      describeOperation({
        tag,
        summary: 'お問い合わせの添付ファイルをダウンロード（そのお問い合わせのファイルだけ）',
        response: v.any(),
        contentType: 'application/octet-stream',
        errors: [401, 403, 404],
      }),
      operators,
      async (c) => {
        const row = await findUpload(c.get('database').db, c.req.param('file') ?? '');
        if (!row || row.inquiryId !== idOf(c)) throw new ApiException(404, ERROR_CODES.notFound);
        return sendUpload(c, row);
      },
    )
    .post(
      '/admin/inquiries/:id/replies',
      describeOperation({
        tag,
        summary:
          'お問い合わせにショップが回答（回答済みに。close でクローズ。会員はマイページのお問い合わせ履歴に表示、メールで通知。version が古ければ 409）',
        body: StaffReplyBodySchema,
        response: AdminInquirySchema,
        errors: [...ACTION_ERRORS],
      }),
      operators,
      validate('json', StaffReplyBodySchema),
      async (c) => {
        const body = c.req.valid('json');
        const { db } = c.get('database');
        await replyByStaff(db, base(c, body.version), c.get('channel').siteName, body);
        return c.json(await wholeInquiry(c, idOf(c)), 201);
      },
    )
    .post(
      '/admin/inquiries/:id/status',
      describeOperation({
        tag,
        summary:
          'お問い合わせの状態を変更（新規・対応中・回答済み・クローズ。今の状態から移れるものだけ。version が古ければ 409）',
        body: InquiryStatusBodySchema,
        response: AdminInquirySchema,
        errors: [...ACTION_ERRORS],
      }),
      operators,
      validate('json', InquiryStatusBodySchema),
      async (c) => {
        const { version, status } = c.req.valid('json');
        await changeStatus(c.get('database').db, base(c, version), status);
        return c.json(await wholeInquiry(c, idOf(c)));
      },
    )
    .put(
      '/admin/inquiries/:id/assignee',
      describeOperation({
        tag,
        summary: 'お問い合わせの担当者を設定（null で担当なし。version が古ければ 409）',
        body: InquiryAssigneeBodySchema,
        response: AdminInquirySchema,
        errors: [...ACTION_ERRORS],
      }),
      operators,
      validate('json', InquiryAssigneeBodySchema),
      async (c) => {
        const { version, staff_id } = c.req.valid('json');
        await assignInquiry(c.get('database').db, base(c, version), staff_id);
        return c.json(await wholeInquiry(c, idOf(c)));
      },
    )
    .post(
      '/admin/inquiries/:id/notes',
      describeOperation({
        tag,
        summary: 'お問い合わせに社内メモを追加（お客様には表示もメールもしない）',
        body: InquiryNoteBodySchema,
        response: AdminInquirySchema,
        errors: [401, 403, 404, 422],
      }),
      operators,
      validate('json', InquiryNoteBodySchema),
      async (c) => {
        await addNote(c.get('database').db, c.get('actor'), idOf(c), c.req.valid('json').body);
        return c.json(await wholeInquiry(c, idOf(c)), 201);
      },
    );
}
