import * as v from 'valibot';
import { MEASUREMENT_MESSAGES as M, MEASUREMENT_FIELDS } from './measurements.messages';

/** How many measurement records a member may keep (`x-limit`). */
export const MEASUREMENT_LIMIT = 50;

/** Earliest measurement date accepted (`min_date`). */
export const MEASURED_ON_MIN = '1900-01-01';

/** The keys of the body measurements. */
export type MeasurementKey = (typeof MEASUREMENT_FIELDS)[number]['key'];

/** Body measurements; a missing one is null. */
export type BodyValues = Record<MeasurementKey, number | null>;

/**
 * Full-width digits and point become half-width.
 * @example toHalfWidthNumber('１７２．５') // '172.5'
 */
export function toHalfWidthNumber(value: string): string {
  return value
    .trim()
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.');
}

/** Today in Japan as `YYYY-MM-DD`. */
export function japanToday(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** One measurement (`decimal`: up to one decimal place, empty allowed). */
function decimal(field: (typeof MEASUREMENT_FIELDS)[number]) {
  return v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], M.decimal(field.label))), null),
    v.transform((x) => (typeof x === 'string' ? toHalfWidthNumber(x) : x)),
    v.check(
      (x) => x === null || x === '' || /^\d{1,3}(\.\d)?$/.test(String(x)),
      M.decimal(field.label),
    ),
    v.transform((x) => (x === null || x === '' ? null : Number(x))),
    v.check(
      (x) => x === null || (x >= field.min && x <= field.max),
      M.range(field.label, field.min, field.max, field.unit),
    ),
  );
}

const valueEntries = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f.key, decimal(f)])) as {
  [K in MeasurementKey]: ReturnType<typeof decimal>;
};

/** `POST /v1/me/timeseries`: one body measurement record. */
export const MeasurementBodySchema = v.pipe(
  v.object({
    purpose: v.picklist(['body'], M.purpose),
    measured_on: v.pipe(
      v.string(M.dateRequired),
      v.transform(toHalfWidthNumber),
      v.nonEmpty(M.dateRequired),
      v.check((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isCalendarDate(s), M.dateInvalid),
      v.check((s) => s >= MEASURED_ON_MIN, M.dateMin('1900年1月1日')),
      v.check((s) => s <= japanToday(), M.dateFuture),
    ),
    ...valueEntries,
  }),
  // required_without_all: at least one of the measurements.
  v.check((b) => MEASUREMENT_FIELDS.some((f) => b[f.key] !== null), M.atLeastOne),
);
export type MeasurementBody = v.InferOutput<typeof MeasurementBodySchema>;

/** `GET /v1/me/timeseries?purpose=body`. */
export const MeasurementQuerySchema = v.object({
  purpose: v.optional(v.picklist(['body'], M.purpose), 'body'),
});

/** One measurement record (spec §3 "Measurement", a time series per purpose). */
export const MeasurementSchema = v.object({
  id: v.number(),
  purpose: v.string(),
  measured_on: v.string(),
  ...(Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f.key, v.nullable(v.number())])) as {
    [K in MeasurementKey]: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
  }),
});
export type Measurement = v.InferOutput<typeof MeasurementSchema>;
