import { type Context, Hono } from 'hono';
import {
  AdminOrderListItemSchema,
  AdminOrderListQuerySchema,
  AdminOrderSchema,
  MarkPaidBodySchema,
  ShipBodySchema,
  StaffMemoBodySchema,
} from '../../../../contract/orders/back-office-orders.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { toCartPacking } from '../cart/index';
import { addStaffMemo, markPaid, shipShipment } from './order-actions.commands';
import { adminOrderPage } from './order-list.queries';
import { toAdminOrder, toListItem } from './order-record.model';
import { orderHead, orderParts } from './order-record.queries';

const tag = 'admin';
const ACTION_ERRORS = [401, 403, 404, 409, 422] as const;

/** The order whole, read after the request's action (404 when missing). */
export async function wholeOrder(c: Context<StaffEnv>, id: number) {
  const { db } = c.get('database');
  const head = await orderHead(db, id);
  if (!head) throw new ApiException(404, ERROR_CODES.notFound);
  const parts = await orderParts(db, head.order);
  const packings = parts.packings.map((p) => toCartPacking({ ...p, key: String(p.id) }));
  // The card's state at the provider, read outside any transaction.
  const card = parts.card ? await c.get('cards')(db).retrieve(parts.card.intentId) : null;
  return toAdminOrder(head, parts, packings, card?.status ?? null);
}

/**
 * The back office's orders (受注管理; operators, owners and the admin token): the list searched on
 * the server, the order whole, and its actions, each based on the order's `version` (409 when
 * someone acted first), checked against its state, mailed to the customer and audited.
 */
export function backOfficeOrderRoutes({ token }: { token: string | undefined }) {
  const operators = requireStaff({ allow: ['operator', 'token'], adminToken: token });
  const actor = (c: Context<StaffEnv>) => c.get('actor');
  const idOf = (c: Context<StaffEnv>) => recordIdParam(c.req.param('id') ?? '');
  return new Hono<StaffEnv>()
    .get(
      '/admin/orders',
      describeOperation({
        tag,
        summary:
          '受注一覧（注文番号・お名前・フリガナ・メール・電話番号で検索、期間・状態・支払方法・チャネルで絞り込み、並べ替えとページ送りはサーバー側）',
        query: AdminOrderListQuerySchema,
        response: AdminOrderListItemSchema,
        list: 'paged',
        errors: [401, 403, 422],
      }),
      operators,
      validate('query', AdminOrderListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { rows, total, capped } = await adminOrderPage(c.get('database').db, query);
        setPagingHeaders(c, { total, per: query.per, current: query.page, capped });
        return c.json({ data: rows.map(toListItem) });
      },
    )
    .get(
      '/admin/orders/:id',
      describeOperation({
        tag,
        summary:
          '受注の詳細（明細・お届け先と発送・包装とのし・クーポン・ポイント・支払いと返金・会員・メモ・状態の履歴と、操作のもとになる version）',
        response: AdminOrderSchema,
        errors: [401, 403, 404],
      }),
      operators,
      async (c) => c.json(await wholeOrder(c, idOf(c))),
    )
    .post(
      '/admin/orders/:id/mark-paid',
      describeOperation({
        tag,
        summary: '銀行振込の入金を記録（version が必要。お客様にメール、監査ログ）',
        body: MarkPaidBodySchema,
        response: AdminOrderSchema,
        errors: [...ACTION_ERRORS],
      }),
      operators,
      validate('json', MarkPaidBodySchema),
      async (c) => {
        const { version } = c.req.valid('json');
        await markPaid(c.get('database').db, { actor: actor(c), id: idOf(c), version });
        return c.json(await wholeOrder(c, idOf(c)));
      },
    )
    .post(
      '/admin/orders/:id/shipments/:key/ship',
      describeOperation({
        tag,
        summary:
          'お届け先を発送済みにする（配送会社と伝票番号。番号の形は配送会社ごとに確認。会員の注文履歴に追跡リンク、お客様にメール）',
        body: ShipBodySchema,
        response: AdminOrderSchema,
        errors: [...ACTION_ERRORS],
      }),
      operators,
      validate('json', ShipBodySchema),
      async (c) => {
        const { version, ...body } = c.req.valid('json');
        const base = { actor: actor(c), id: idOf(c), version };
        await shipShipment(c.get('database').db, base, c.req.param('key'), body);
        return c.json(await wholeOrder(c, idOf(c)));
      },
    )
    .post(
      '/admin/orders/:id/memos',
      describeOperation({
        tag,
        summary: '受注にスタッフのメモを追加（お客様には見えない。監査ログ）',
        body: StaffMemoBodySchema,
        response: AdminOrderSchema,
        errors: [401, 403, 404, 422],
      }),
      operators,
      validate('json', StaffMemoBodySchema),
      async (c) => {
        await addStaffMemo(c.get('database').db, actor(c), idOf(c), c.req.valid('json').body);
        return c.json(await wholeOrder(c, idOf(c)));
      },
    );
}
