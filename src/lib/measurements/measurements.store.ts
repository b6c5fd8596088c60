import { atom, computed } from 'nanostores';
import { MEASUREMENT_MESSAGES as M } from '../../../contract/measurements/measurements.messages';
import { latestValues } from '../../../contract/measurements/measurements.model';
import type {
  Measurement,
  MeasurementBody,
} from '../../../contract/measurements/measurements.schema';
import { createRecordEditor } from '../mypage/record-editor.store';
import { http } from '../shared/http';
import { type ActionResult, runAction } from '../shared/record-actions';
import { createMeasurementApi } from './measurements.api';
import {
  checkMeasurementForm,
  emptyMeasurementForm,
  type MeasurementForm,
} from './measurements-form.model';

const api = createMeasurementApi(http);

/** The measurement records: loading, loaded (newest first, with the server's limit) or failed. */
export type MeasurementList =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: Measurement[]; limit: number };

/** The member's body measurements (/mypage/measurement/). */
export const $measurements = atom<MeasurementList>({ status: 'loading' });

/** The latest value of each measurement, or null when there are none (or not loaded). */
export const $latestMeasurements = computed($measurements, (list) =>
  list.status === 'ready' ? latestValues(list.items) : null,
);

/** Loads the member's records. */
export async function loadMeasurements(): Promise<void> {
  try {
    const page = await api.list();
    if (page) $measurements.set({ status: 'ready', ...page });
  } catch {
    $measurements.set({ status: 'error' });
  }
}

/** Records a measurement. */
export function addMeasurement(body: MeasurementBody): Promise<ActionResult> {
  return runAction(() => api.add(body));
}

/** The measurement form (/mypage/measurement/edit/): a new record each time. */
export const measurementEditor = createRecordEditor<MeasurementForm, MeasurementBody>({
  load: async () => ({ id: null, form: emptyMeasurementForm() }),
  check: checkMeasurementForm,
  save: (_id, body) => addMeasurement(body),
  backTo: '/mypage/measurement/',
  text: { checkErrors: M.checkErrors, saved: M.saved },
});

/** Deletes a record and drops it from the list. */
export async function removeMeasurement(id: number): Promise<ActionResult> {
  const result = await runAction(() => api.remove(id));
  const list = $measurements.get();
  if (result.ok && list.status === 'ready') {
    $measurements.set({ ...list, items: list.items.filter((m) => m.id !== id) });
  }
  return result;
}
