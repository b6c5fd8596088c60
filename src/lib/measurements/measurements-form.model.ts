import * as v from 'valibot';
import { MEASUREMENT_FIELDS } from '../../../contract/measurements/measurements.messages';
import {
  japanToday,
  type MeasurementBody,
  MeasurementBodySchema,
} from '../../../contract/measurements/measurements.schema';

/** What the measurement form holds (strings as typed, full-width allowed). */
export type MeasurementForm = { measured_on: string } & Record<
  (typeof MEASUREMENT_FIELDS)[number]['key'],
  string
>;

/** An empty form dated today (in Japan). */
export function emptyMeasurementForm(now = new Date()): MeasurementForm {
  const values = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f.key, '']));
  return { measured_on: japanToday(now), ...values } as MeasurementForm;
}

/** The form checked with the shared contract: the body to send, or field errors (`_` for the whole). */
export function checkMeasurementForm(
  form: MeasurementForm,
): { ok: true; body: MeasurementBody } | { ok: false; errors: Record<string, string[]> } {
  const parsed = v.safeParse(MeasurementBodySchema, { purpose: 'body', ...form });
  if (parsed.success) return { ok: true, body: parsed.output };
  const flat = v.flatten<typeof MeasurementBodySchema>(parsed.issues);
  const errors: Record<string, string[]> = { ...(flat.nested as Record<string, string[]>) };
  if (flat.root) errors._ = flat.root;
  return { ok: false, errors };
}
