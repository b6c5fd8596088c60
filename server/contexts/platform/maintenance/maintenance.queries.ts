import { eq } from 'drizzle-orm';
import type {
  MaintenanceBody,
  MaintenanceState,
} from '../../../../contract/maintenance/maintenance.schema';
import type { Db } from '../../../db/client';
import { siteMaintenance } from '../../../db/schema/index';
import { MAINTENANCE_OFF, normaliseIp } from './maintenance.model';

const ROW_ID = 1;

/** The stored maintenance switch (off when never set). */
export async function readMaintenance(db: Db): Promise<MaintenanceState> {
  const [row] = await db
    .select()
    .from(siteMaintenance)
    .where(eq(siteMaintenance.id, ROW_ID))
    .limit(1);
  if (!row) return MAINTENANCE_OFF;
  return {
    is_enabled: row.isEnabled,
    title: row.title,
    message: row.message,
    allow_ips: row.allowIps,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Stores the switch (one row, upserted) and answers what was stored. */
export async function writeMaintenance(
  db: Db,
  body: MaintenanceBody,
  now: Date,
): Promise<MaintenanceState> {
  const values = {
    isEnabled: body.is_enabled,
    title: body.title,
    message: body.message,
    allowIps: [...new Set(body.allow_ips.map(normaliseIp))],
    updatedAt: now,
  };
  await db
    .insert(siteMaintenance)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: siteMaintenance.id, set: values });
  return readMaintenance(db);
}
