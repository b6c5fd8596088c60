import { Hono } from 'hono';
import * as v from 'valibot';
import { CONTENT_ADMIN_MESSAGES as M } from '../../../../contract/content/content-admin.messages';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { storePicture } from '../../catalogue/api';

/** The content picture upload's path under /v1, mounted apart from /v1's 100 KB body limit. */
export const CONTENT_IMAGE_PATH = '/admin/content/images';

/**
 * `POST /v1/admin/content/images`: one picture (multipart field `file`), checked and resized as
 * product pictures are; answers its path for a banner's or blog post's `image_path`.
 */
export function contentImageRoutes({ token }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  return new Hono<StaffEnv>().post(
    CONTENT_IMAGE_PATH,
    describeOperation({
      tag: 'admin',
      summary: M.summaries.image,
      body: v.object({ file: v.string() }),
      response: v.object({ path: v.string() }),
      errors: [401, 403, 413, 422],
    }),
    editors,
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      const form = type.startsWith('multipart/form-data')
        ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
        : {};
      const path = await storePicture(c.get('database').db, form.file);
      return c.json({ path }, 201);
    },
  );
}
