import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminMemberListItemSchema,
  AdminMemberListQuerySchema,
  PointAdjustedSchema,
  PointAdjustmentSchema,
} from '../../../../contract/account/back-office-members.schema';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { memberSearch } from './member-search.model';
import { adjustPoints, unlockMember } from './members.commands';
import { toMemberListItem } from './members.model';
import { searchMembers } from './members.queries';

const tag = 'admin';
const NoContent = v.null();

/**
 * The operators' member calls (operators, owners and the admin token): search, point adjustments
 * and unlocking. One member whole (`GET /admin/members/{id}`, with the member's orders and
 * inquiries) is the workflow `server/workflows/member-record.ts`'s; business approval stays on
 * `PUT/DELETE /admin/members/{id}/business`. No answer carries a password, a security answer, a
 * card or a token.
 */
export function memberAdminRoutes(options: { token?: string }) {
  const operators = requireStaff({ allow: ['operator', 'token'], adminToken: options.token });
  return new Hono<StaffEnv>()
    .get(
      '/admin/members',
      describeOperation({
        tag,
        summary:
          '会員検索（オペレーター）: 氏名・カナ（ひらがなでも可）・メール・電話番号の前方一致、会員番号の一致。新しい順、ページ送り',
        query: AdminMemberListQuerySchema,
        response: AdminMemberListItemSchema,
        list: 'paged',
        errors: [401, 403, 422],
      }),
      operators,
      validate('query', AdminMemberListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { db } = c.get('database');
        const { rows, total } = await searchMembers(db, memberSearch(query.q), query);
        setPagingHeaders(c, { total, per: query.per, current: query.page });
        const now = new Date();
        return c.json({ data: rows.map((row) => toMemberListItem(row, now)) });
      },
    )
    .post(
      '/admin/members/:id/points',
      describeOperation({
        tag,
        summary:
          'ポイントの調整（オペレーター）: 増減と理由。残高が 0 を下回る減算は 422。ポイント履歴と操作履歴に残る',
        body: PointAdjustmentSchema,
        response: PointAdjustedSchema,
        errors: [401, 403, 404, 422],
      }),
      operators,
      validate('json', PointAdjustmentSchema),
      async (c) => {
        const id = recordIdParam(c.req.param('id'));
        const { db } = c.get('database');
        return c.json(await adjustPoints(db, c.get('actor'), id, c.req.valid('json')));
      },
    )
    .delete(
      '/admin/members/:id/lock',
      describeOperation({
        tag,
        summary: 'ログインロックの解除（オペレーター）。ロックされていなければ 422',
        response: NoContent,
        errors: [401, 403, 404, 422],
      }),
      operators,
      async (c) => {
        const id = recordIdParam(c.req.param('id'));
        await unlockMember(c.get('database').db, c.get('actor'), id, new Date());
        return c.body(null, 204);
      },
    );
}
