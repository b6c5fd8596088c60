import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  ReceiptBodySchema,
  ReceiptCheckSchema,
  ReceiptInfoSchema,
  ReceiptTokenQuerySchema,
} from '../../../../contract/receipts/receipts.schema';
import { type MemberEnv, memberId, requireMember } from '../../../http/auth';
import { sendPdf } from '../../../http/download';
import { type FormLimit, limitForm } from '../../../http/rate-limit';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation, type RouteDescription } from '../../../openapi/describe-operation';
import { documentFileName, toReceiptInfo } from './receipt.model';
import {
  guestOrder,
  issueReceipt,
  memberOrder,
  quoteOrder,
  setReceiptText,
} from './receipts.commands';

/** Guest receipt calls per IP: generous for a shopper, small for someone guessing order numbers. */
const GUEST_RECEIPT_LIMIT: FormLimit = { name: 'guest-receipt', limit: 60, windowMs: 10 * 60_000 };

/** How a PDF download describes itself for OpenAPI. */
const pdf = (summary: string, errors: number[]): RouteDescription => ({
  tag: 'receipts',
  summary,
  response: v.string(),
  contentType: 'application/pdf',
  errors,
});

const mine = (c: Context<MemberEnv>) =>
  memberOrder(
    c.get('database').db,
    c.get('channel'),
    memberId(c),
    recordIdParam(c.req.param('id') ?? ''),
  );

/** A member's receipt and quotation of their own order. */
const memberRoutes = new Hono<MemberEnv>()
  .get(
    '/me/orders/:id/receipt',
    describeOperation({
      tag: 'receipts',
      summary: '注文の領収書の状態（宛名・但し書き・発行済みか）',
      response: ReceiptInfoSchema,
      errors: [401, 404],
    }),
    requireMember,
    async (c) => c.json(toReceiptInfo(await mine(c))),
  )
  .get(
    '/me/orders/:id/download/receipt',
    describeOperation(pdf('領収書（PDF、適格請求書）。2回目以降は再発行', [401, 404, 422])),
    requireMember,
    async (c) => {
      const row = await mine(c);
      const bytes = await issueReceipt(c.get('database').db, c.get('channel'), row);
      return sendPdf(c, bytes, documentFileName('receipt', row.order.orderNo));
    },
  )
  .put(
    '/me/orders/:id/download/receipt',
    describeOperation({
      tag: 'receipts',
      summary: '領収書の宛名・但し書き（初回発行まで変更可）',
      body: ReceiptBodySchema,
      response: ReceiptInfoSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('json', ReceiptBodySchema),
    async (c) => {
      const row = await mine(c);
      const saved = await setReceiptText(c.get('database').db, row, c.req.valid('json'));
      return c.json(toReceiptInfo(saved));
    },
  )
  .get(
    '/me/orders/:id/download/quotation',
    describeOperation(pdf('注文の見積書（PDF）', [401, 404, 422])),
    requireMember,
    async (c) => {
      const row = await mine(c);
      const bytes = await quoteOrder(c.get('database').db, c.get('channel'), row);
      return sendPdf(c, bytes, documentFileName('quotation', row.order.orderNo));
    },
  );

const guest = (c: Context<AppEnv>, t: string) =>
  guestOrder(c.get('database').db, c.get('channel'), c.req.param('no') ?? '', t);

/** A guest's receipt, reached with the order number and the mail's token `t`. */
const guestRoutes = new Hono<AppEnv>()
  .get(
    '/orders/:no/check/receipt',
    describeOperation({
      tag: 'receipts',
      summary: 'ゲストの領収書リンクの確認（誤りは 404）',
      query: ReceiptTokenQuerySchema,
      response: ReceiptCheckSchema,
      errors: [404, 429],
    }),
    limitForm(GUEST_RECEIPT_LIMIT),
    validate('query', ReceiptTokenQuerySchema),
    async (c) => {
      await guest(c, c.req.valid('query').t);
      return c.json({ result: true });
    },
  )
  .get(
    '/orders/:no/guest/receipt',
    describeOperation({
      tag: 'receipts',
      summary: 'ゲストの領収書の状態',
      query: ReceiptTokenQuerySchema,
      response: ReceiptInfoSchema,
      errors: [404, 429],
    }),
    limitForm(GUEST_RECEIPT_LIMIT),
    validate('query', ReceiptTokenQuerySchema),
    async (c) => c.json(toReceiptInfo(await guest(c, c.req.valid('query').t))),
  )
  .put(
    '/orders/:no/guest/receipt',
    describeOperation({
      tag: 'receipts',
      summary: 'ゲストの領収書の宛名・但し書き（初回発行まで変更可）',
      query: ReceiptTokenQuerySchema,
      body: ReceiptBodySchema,
      response: ReceiptInfoSchema,
      errors: [404, 422, 429],
    }),
    limitForm(GUEST_RECEIPT_LIMIT),
    validate('query', ReceiptTokenQuerySchema),
    validate('json', ReceiptBodySchema),
    async (c) => {
      const row = await guest(c, c.req.valid('query').t);
      const saved = await setReceiptText(c.get('database').db, row, c.req.valid('json'));
      return c.json(toReceiptInfo(saved));
    },
  )
  .get(
    '/orders/:no/download/receipt',
    describeOperation({
      tag: 'receipts',
      summary: 'ゲストの領収書（PDF、適格請求書）。2回目以降は再発行',
      query: ReceiptTokenQuerySchema,
      response: v.string(),
      contentType: 'application/pdf',
      errors: [404, 422, 429],
    }),
    limitForm(GUEST_RECEIPT_LIMIT),
    validate('query', ReceiptTokenQuerySchema),
    async (c) => {
      const row = await guest(c, c.req.valid('query').t);
      const bytes = await issueReceipt(c.get('database').db, c.get('channel'), row);
      return sendPdf(c, bytes, documentFileName('receipt', row.order.orderNo));
    },
  );

/** Receipts (qualified invoices) and order quotations, for members and for guests. */
export const receiptRoutes = new Hono<AppEnv>()
  .route('/', memberRoutes as unknown as Hono<AppEnv>)
  .route('/', guestRoutes);
