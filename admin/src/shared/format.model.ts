import { formatYen } from '../../../contract/shared/money';
import { SHARED_MESSAGES as M } from './shared.messages';

export { formatYen };

const DATE_TIME = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date and time as staff in Japan read it (2026/11/28 09:05, Tokyo time); the raw text if not a date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** Any value as one short line for a table cell or a change list (null and '' become '—'). */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * Who saved a kept version, as staff read it: the staff member's e-mail, else what the server's
 * marker means (the state kept before the first tracked save, or a script's token).
 * @example versionAuthor(null, 'earlier') // '記録開始前の状態'
 */
export function versionAuthor(email: string | null | undefined, savedBy: unknown): string {
  if (email) return email;
  if (savedBy === 'earlier') return M.versionBeforeTracking;
  if (savedBy === 'token') return M.versionByToken;
  return typeof savedBy === 'string' ? savedBy : '';
}

const JST_MS = 9 * 60 * 60 * 1000;

/**
 * An instant as a `datetime-local` value in Japan time ('' for none).
 * @example localOf('2026-04-01T01:00:00.000Z') // '2026-04-01T10:00'
 */
export function localOf(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : new Date(at + JST_MS).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read as Japan time, as ISO 8601 (null for '').
 * @example isoOf('2026-04-01T10:00') // '2026-04-01T10:00:00+09:00'
 */
export function isoOf(local: string): string | null {
  return local ? `${local}:00+09:00` : null;
}
