import { Hono } from 'hono';
import {
  StaffCreateBodySchema,
  StaffListItemSchema,
  StaffPatchBodySchema,
  StaffSchema,
} from '../../../../contract/staff/staff.schema';
import { recordIdParam } from '../../../http/record-id';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { changeStaff, createStaff } from './staff.commands';
import { toStaffListItem } from './staff.model';
import { listStaff } from './staff.queries';

const tag = 'admin';
const ownersOnly = requireStaff({ allow: [] });

/** The owners' staff screens: list, add, and change name, role or disabled flag. */
export const staffRoutes = new Hono<StaffEnv>()
  .get(
    '/admin/staff',
    describeOperation({
      tag,
      summary: 'スタッフの一覧（オーナーのみ。パスワードや秘密鍵は返さない）',
      response: StaffListItemSchema,
      list: 'plain',
      errors: [401, 403],
    }),
    ownersOnly,
    async (c) => {
      const now = new Date();
      const rows = await listStaff(c.get('database').db);
      return c.json({ data: rows.map((row) => toStaffListItem(row, now)) });
    },
  )
  .post(
    '/admin/staff',
    describeOperation({
      tag,
      summary: 'スタッフの追加（オーナーのみ）。未知のキーは 422',
      body: StaffCreateBodySchema,
      response: StaffSchema,
      errors: [401, 403, 422],
    }),
    ownersOnly,
    validate('json', StaffCreateBodySchema),
    async (c) => {
      const created = await createStaff(c.get('database').db, c.get('actor'), c.req.valid('json'));
      return c.json(created, 201);
    },
  )
  .patch(
    '/admin/staff/:id',
    describeOperation({
      tag,
      summary:
        'スタッフの名前・権限・無効化の変更（オーナーのみ。最後のオーナーは外せない）。未知のキーは 422',
      body: StaffPatchBodySchema,
      response: StaffSchema,
      errors: [401, 403, 404, 422],
    }),
    ownersOnly,
    validate('json', StaffPatchBodySchema),
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const body = c.req.valid('json');
      return c.json(await changeStaff(c.get('database').db, c.get('actor'), id, body));
    },
  );
