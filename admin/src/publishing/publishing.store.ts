import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import { deleteSchedule, fetchSchedules, postSchedule, publishEvents } from './publishing.api';
import { PUBLISHING_MESSAGES as M } from './publishing.messages';
import { type PublishEvent, parsePublishEvent, type Schedule } from './publishing.model';

/** The publish status of the last save on this screen (null: nothing saved yet). */
export const $publish = atom<{ event: PublishEvent | null; lost: boolean } | null>(null);

let following: EventSource | null = null;

/** Follows the publish stream of a save's change records until every channel is live or failed. */
export function followPublish(changes: readonly number[] | undefined): void {
  following?.close();
  following = null;
  if (!changes || changes.length === 0) {
    $publish.set({ event: { channels: [], settled: true, building: false }, lost: false });
    return;
  }
  $publish.set({ event: null, lost: false });
  const source = publishEvents(changes);
  following = source;
  const take = (message: MessageEvent<string>) => {
    const event = parsePublishEvent(message.data);
    if (event) $publish.set({ event, lost: false });
  };
  source.addEventListener('status', take);
  source.addEventListener('done', (message) => {
    take(message as MessageEvent<string>);
    source.close();
  });
  source.onerror = () => {
    // The stream ended without `done` (a timeout or a lost connection): say so, keep the last state.
    if (source.readyState === EventSource.CLOSED || !$publish.get()?.event?.settled) {
      source.close();
      $publish.set({ event: $publish.get()?.event ?? null, lost: true });
    }
  };
}

/** Stops following (the screen closed). */
export function stopPublish(): void {
  following?.close();
  following = null;
  $publish.set(null);
}

/** Whether a site rebuild runs anywhere (the shell's indicator), null before the first answer. */
export const $siteBuilding = atom<boolean | null>(null);

/** Follows the site's rebuild state for the shell; EventSource reconnects after each stream ends. */
export function watchSiteBuilding(): () => void {
  const source = publishEvents([]);
  source.addEventListener('status', (message) => {
    const event = parsePublishEvent((message as MessageEvent<string>).data);
    if (event) $siteBuilding.set(event.building);
  });
  return () => source.close();
}

/** A product's scheduled changes and the scheduling form's state. */
export type ScheduleState = {
  key: string | null;
  rows: Schedule[];
  errors: FieldErrors;
  error: string | null;
  notice: string | null;
  busy: boolean;
};

/** The scheduled changes of the product on screen. */
export const $schedules = atom<ScheduleState>({
  key: null,
  rows: [],
  errors: {},
  error: null,
  notice: null,
  busy: false,
});

const patch = (next: Partial<ScheduleState>) => $schedules.set({ ...$schedules.get(), ...next });

/** Loads a product's scheduled changes. */
export async function loadSchedules(key: string): Promise<void> {
  if ($schedules.get().key !== key) {
    $schedules.set({ key, rows: [], errors: {}, error: null, notice: null, busy: false });
  }
  try {
    patch({ rows: await fetchSchedules(key) });
  } catch (error) {
    patch({ error: failureText(error) });
  }
}

/** Schedules the fields; answers whether it was made (the form keeps what was typed otherwise). */
export async function makeSchedule(
  key: string,
  body: { run_at: string; revert_at?: string; fields: Record<string, unknown> },
): Promise<boolean> {
  patch({ busy: true, error: null, notice: null, errors: {} });
  try {
    await postSchedule(key, body);
    patch({ busy: false, notice: M.scheduled });
    await loadSchedules(key);
    return true;
  } catch (error) {
    const invalid = error instanceof ApiFailure && error.status === 422;
    patch({
      busy: false,
      errors: invalid ? error.fieldErrors : {},
      error: invalid ? (error.body.message ?? failureText(error)) : failureText(error),
    });
    return false;
  }
}

/** Cancels a pending scheduled change. */
export async function cancelSchedule(key: string, id: number): Promise<void> {
  patch({ busy: true, error: null, notice: null });
  try {
    await deleteSchedule(key, id);
    patch({ busy: false, notice: M.cancelled });
  } catch (error) {
    patch({ busy: false, error: failureText(error) });
  }
  await loadSchedules(key);
}
