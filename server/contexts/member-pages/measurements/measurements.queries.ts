import { and, count, desc, eq } from 'drizzle-orm';
import { MEASUREMENT_FIELDS } from '../../../../contract/measurements/measurements.messages';
import {
  japanToday,
  type Measurement,
  type MeasurementBody,
} from '../../../../contract/measurements/measurements.schema';
import type { Db, Tx } from '../../../db/client';
import { userMeasurements } from '../../../db/schema/index';

type MeasurementRow = typeof userMeasurements.$inferSelect;

/** A stored record as the API shows it (the date is the day in Japan). */
export function toMeasurement(row: MeasurementRow): Measurement {
  const values = Object.fromEntries(
    MEASUREMENT_FIELDS.map((f) => [f.key, row.values[f.key] ?? null]),
  ) as Omit<Measurement, 'id' | 'purpose' | 'measured_on'>;
  return { id: row.id, purpose: row.purpose, measured_on: japanToday(row.measuredAt), ...values };
}

/** The member's records of `purpose`, newest first. */
export async function listMeasurements(
  db: Db,
  userId: number,
  purpose: string,
  limit: number,
): Promise<Measurement[]> {
  const rows = await db
    .select()
    .from(userMeasurements)
    .where(and(eq(userMeasurements.userId, userId), eq(userMeasurements.purpose, purpose)))
    .orderBy(desc(userMeasurements.measuredAt), desc(userMeasurements.id))
    .limit(limit);
  return rows.map(toMeasurement);
}

/** How many records the member keeps. */
export async function countMeasurements(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userMeasurements)
    .where(eq(userMeasurements.userId, userId));
  return row?.n ?? 0;
}

/** Records one measurement (only the values given). */
export async function insertMeasurement(tx: Tx, userId: number, body: MeasurementBody) {
  const values: Record<string, number> = {};
  for (const f of MEASUREMENT_FIELDS) {
    const value = body[f.key];
    if (value !== null) values[f.key] = value;
  }
  const [row] = await tx
    .insert(userMeasurements)
    .values({
      userId,
      purpose: body.purpose,
      measuredAt: new Date(`${body.measured_on}T00:00:00+09:00`),
      values,
    })
    .returning();
  return toMeasurement(row as MeasurementRow);
}

/** Deletes one of the member's records; false when missing or someone else's. */
export async function deleteMeasurement(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userMeasurements)
    .where(and(eq(userMeasurements.id, id), eq(userMeasurements.userId, userId)))
    .returning({ id: userMeasurements.id });
  return rows.length > 0;
}
