import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { AdminReplyBodySchema } from '../../../src/lib/inquiries/inquiries.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { ApiException } from '../../http/errors';
import { recordIdParam } from '../../http/record-id';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import { isAdmin } from '../admin/rebuild';
import { replyAsShop } from './inquiries.commands';

const AdminReplySchema = v.object({ id: v.number(), status: v.picklist(['open', 'closed']) });

/** The shop's reply to an inquiry (`Authorization: Bearer <ADMIN_TOKEN>`). */
export function inquiryAdminRoutes({ token }: { token: string | undefined }) {
  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    if (!isAdmin(token, c.req.header('authorization'))) {
      throw new ApiException(401, ERROR_CODES.unauthorized);
    }
    await next();
  });
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
