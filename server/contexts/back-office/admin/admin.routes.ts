import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { email } from '../../../../contract/account/fields.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { recordMailError } from '../../identity/api';
import { requireAdmin as adminOnly } from '../../platform/api';
import {
  approveBusiness,
  BusinessApprovalSchema,
  BusinessStandingSchema,
  revokeBusiness,
} from './business.commands';
import type { EditorRouteOptions } from './rebuild';

/** A bounced mail the shop's mail system reports: the address it could not deliver to. */
const MailErrorBodySchema = v.object({ email });

const MailErrorStateSchema = v.object({ email: v.string(), mail_error_count: v.number() });

const RebuildStateSchema = v.object({
  status: v.picklist(['idle', 'building', 'done', 'failed']),
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
  pages: v.nullable(v.number()),
  seconds: v.nullable(v.number()),
  /** Per channel of the last rebuild: pages rendered now, pages reused, seconds. */
  channels: v.array(
    v.object({
      id: v.string(),
      status: v.picklist(['done', 'failed']),
      rendered: v.number(),
      reused: v.number(),
      seconds: v.number(),
    }),
  ),
  /** In the answer to a request: true when a rebuild was running, so this one runs after it. */
  queued: v.optional(v.boolean()),
});

/** Editors' rebuild (start one, 202, and read its state; 404 when the host cannot rebuild) and business-customer approval. */
export function adminRoutes({ token, rebuilder }: EditorRouteOptions) {
  const requireEditor = adminOnly(token, ['editor']);
  const requireOperator = adminOnly(token, ['operator']);
  const needsRebuilder = createMiddleware<AppEnv>(async (_c, next) => {
    if (!rebuilder) throw new ApiException(404, ERROR_CODES.notFound);
    await next();
  });
  return new Hono<AppEnv>()
    .post(
      '/admin/rebuild',
      describeOperation({
        tag: 'admin',
        summary: 'サイトの再ビルド開始（ADMIN_TOKEN）',
        response: RebuildStateSchema,
        errors: [401],
      }),
      requireEditor,
      needsRebuilder,
      async (c) => c.json(await rebuilder?.request(c.get('database')), 202),
    )
    .get(
      '/admin/rebuild',
      describeOperation({
        tag: 'admin',
        summary: '再ビルドの状態（ADMIN_TOKEN）',
        response: RebuildStateSchema,
        errors: [401],
      }),
      requireEditor,
      needsRebuilder,
      async (c) => c.json(await rebuilder?.state(c.get('database'))),
    )
    .put(
      '/admin/members/:id/business',
      describeOperation({
        tag: 'admin',
        summary: '法人会員（掛け払い）として承認し与信枠を設定（ADMIN_TOKEN）',
        body: BusinessApprovalSchema,
        response: BusinessStandingSchema,
        errors: [400, 401, 404, 422],
      }),
      requireOperator,
      validate('json', BusinessApprovalSchema),
      async (c) => {
        const id = recordIdParam(c.req.param('id'));
        const { credit_limit } = c.req.valid('json');
        return c.json(await approveBusiness(c.get('database').db, id, credit_limit, new Date()));
      },
    )
    .delete(
      '/admin/members/:id/business',
      describeOperation({
        tag: 'admin',
        summary: '法人会員の承認を取り消し与信枠を外す（ADMIN_TOKEN）',
        response: BusinessStandingSchema,
        errors: [401, 404],
      }),
      requireOperator,
      async (c) => {
        const id = recordIdParam(c.req.param('id'));
        return c.json(await revokeBusiness(c.get('database').db, id, new Date()));
      },
    )
    .post(
      '/admin/mail-errors',
      describeOperation({
        tag: 'admin',
        summary: 'メールの不達（バウンス）を 1 件記録（ADMIN_TOKEN）。アドレスごとの件数を返す',
        body: MailErrorBodySchema,
        response: MailErrorStateSchema,
        errors: [400, 401, 422],
      }),
      requireOperator,
      validate('json', MailErrorBodySchema),
      async (c) => {
        const email = c.req.valid('json').email.toLowerCase();
        const count = await recordMailError(c.get('database').db, email, new Date());
        return c.json({ email, mail_error_count: count });
      },
    );
}
