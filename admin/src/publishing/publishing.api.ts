import { call } from '../shared/http';
import { rowsOf } from '../shared/http.model';
import type { Schedule } from './publishing.model';

/** The publish stream of the change records a save answered (none: whether a rebuild runs). */
export function publishEvents(changes: readonly number[]): EventSource {
  const query = changes.length ? `?changes=${changes.join(',')}` : '';
  return new EventSource(`/v1/admin/publish/events${query}`, { withCredentials: true });
}

const schedulesPath = (key: string) => `/v1/admin/products/${encodeURIComponent(key)}/schedules`;

/** A product's scheduled changes, soonest first. */
export async function fetchSchedules(key: string): Promise<Schedule[]> {
  return rowsOf<Schedule>((await call<unknown>('GET', schedulesPath(key))).data);
}

/** Schedules `fields` at `run_at` (and their revert at `revert_at`). */
export async function postSchedule(
  key: string,
  body: { run_at: string; revert_at?: string; fields: Record<string, unknown> },
): Promise<Schedule[]> {
  return rowsOf<Schedule>((await call<unknown>('POST', schedulesPath(key), body)).data);
}

/** Cancels a pending scheduled change. */
export async function deleteSchedule(key: string, id: number): Promise<void> {
  await call('DELETE', `${schedulesPath(key)}/${id}`);
}
