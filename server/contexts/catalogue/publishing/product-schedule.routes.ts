import { Hono } from 'hono';
import {
  ProductScheduleBodySchema,
  ProductScheduleSchema,
} from '../../../../contract/catalog/product-schedule.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { productByKey } from '../products-admin/index';
import { toSchedule } from './product-schedule.model';
import { schedulesOf } from './product-schedule.queries';
import { cancelSchedule, scheduleChange } from './product-schedule.tx';

const tag = 'admin';

/**
 * Scheduled product changes (予約): list a product's, schedule one (with an optional revert, a
 * time sale), cancel a pending one. The job queue applies each at its time through the save.
 */
export function productScheduleRoutes({ token }: { token: string | undefined }) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  return new Hono<StaffEnv>()
    .get(
      '/admin/products/:key/schedules',
      describeOperation({
        tag,
        summary: '商品の予約（公開日時の早い順。実行済み・取り消し済みも含む）',
        response: ProductScheduleSchema,
        list: 'plain',
        errors: [401, 403, 404],
      }),
      editors,
      async (c) => {
        const { db } = c.get('database');
        const row = await productByKey(db, c.req.param('key'));
        if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
        return c.json({ data: (await schedulesOf(db, row.id)).map(toSchedule) });
      },
    )
    .post(
      '/admin/products/:key/schedules',
      describeOperation({
        tag,
        summary:
          '商品の変更を予約（run_at に fields を保存。revert_at でその項目を今の値に戻す予約も作る: タイムセール）。未知のキーは無視',
        body: ProductScheduleBodySchema,
        response: ProductScheduleSchema,
        list: 'plain',
        errors: [401, 403, 404, 422],
      }),
      editors,
      validate('json', ProductScheduleBodySchema),
      async (c) => {
        const { db } = c.get('database');
        const made = await scheduleChange(
          db,
          c.get('actor'),
          c.req.param('key'),
          c.req.valid('json'),
        );
        return c.json({ data: made }, 201);
      },
    )
    .delete(
      '/admin/products/:key/schedules/:id',
      describeOperation({
        tag,
        summary: '予約の取り消し（まだ実行されていないものだけ）',
        response: ProductScheduleSchema,
        errors: [401, 403, 404, 409],
      }),
      editors,
      async (c) => {
        const id = Number(c.req.param('id'));
        if (!Number.isInteger(id) || id < 1) throw new ApiException(404, ERROR_CODES.notFound);
        const { db } = c.get('database');
        return c.json(await cancelSchedule(db, c.get('actor'), c.req.param('key'), id));
      },
    );
}
