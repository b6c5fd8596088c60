import { Hono } from 'hono';
import {
  MaintenanceBodySchema,
  MaintenanceStateSchema,
  MaintenanceStatusSchema,
} from '../../../../contract/maintenance/maintenance.schema';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { requireAdmin as adminOnly } from '../audit/index';
import { type MaintenanceGate, statusFor } from './maintenance.commands';
import { writeMaintenance } from './maintenance.queries';

/** Maintenance: the operator's switch (ADMIN_TOKEN) and the status the storefront polls. */
export function maintenanceRoutes(gate: MaintenanceGate, token: string | undefined) {
  const requireAdmin = adminOnly(token, ['owner']);
  return new Hono<AppEnv>()
    .get(
      '/maintenance',
      describeOperation({
        tag: 'settings',
        summary: 'メンテナンス中か（この接続元にとって）、お知らせとタグマネージャー ID',
        response: MaintenanceStatusSchema,
        errors: [],
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(statusFor(await gate.current(), c));
      },
    )
    .get(
      '/admin/maintenance',
      describeOperation({
        tag: 'admin',
        summary: 'メンテナンスの設定（ADMIN_TOKEN）',
        response: MaintenanceStateSchema,
        errors: [401],
      }),
      requireAdmin,
      async (c) => c.json(await gate.current()),
    )
    .put(
      '/admin/maintenance',
      describeOperation({
        tag: 'admin',
        summary: 'メンテナンスの開始・終了（ADMIN_TOKEN）。他のプロセスにも 2 秒以内に反映',
        body: MaintenanceBodySchema,
        response: MaintenanceStateSchema,
        errors: [400, 401, 422],
      }),
      requireAdmin,
      validate('json', MaintenanceBodySchema),
      async (c) => {
        const state = await writeMaintenance(c.get('database').db, c.req.valid('json'), new Date());
        gate.remember(state);
        return c.json(state);
      },
    );
}
