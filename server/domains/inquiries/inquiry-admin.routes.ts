import { Hono } from 'hono';
import * as v from 'valibot';
import { AdminReplyBodySchema } from '../../../src/lib/inquiries/inquiries.schema';
import { recordIdParam } from '../../http/record-id';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import { requireAdmin as adminOnly } from '../admin/index';
import { replyAsShop } from './inquiries.commands';

const AdminReplySchema = v.object({ id: v.number(), status: v.picklist(['open', 'closed']) });

/** The shop's reply to an inquiry (`Authorization: Bearer <ADMIN_TOKEN>`). */
export function inquiryAdminRoutes({ token }: { token: string | undefined }) {
  const requireAdmin = adminOnly(token, ['operator']);
  return new Hono<AppEnv>().post(
    '/admin/inquiries/:id/replies',
    describeOperation({
      tag: 'admin',
      summary: 'お問い合わせにショップが回答（close で対応終了、ADMIN_TOKEN）',
      body: AdminReplyBodySchema,
      response: AdminReplySchema,
      errors: [401, 404, 422],
    }),
    requireAdmin,
    validate('json', AdminReplyBodySchema),
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const reply = await replyAsShop(
        c.get('database').db,
        id,
        c.get('channel').siteName,
        c.req.valid('json'),
      );
      return c.json(reply, 201);
    },
  );
}
