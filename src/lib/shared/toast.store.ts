import { atom } from 'nanostores';
import {
  TOAST_DURATION_MS,
  type Toast,
  type ToastKind,
  type ToastLink,
  withoutToast,
  withToast,
} from './toast.model';

/** Toasts on screen, oldest first; one host in the layout renders them. */
export const $toasts = atom<Toast[]>([]);

/** The last unexpected error, kept for whoever reports it (spec §8 "global error"). */
export const $globalError = atom<unknown>(null);

let nextId = 1;

/** Shows a toast (with a link when given) for 5000 ms; a duplicate of one on screen is dropped. */
export function showToast(message: string, kind: ToastKind = 'info', link?: ToastLink): void {
  const toast = { id: nextId++, message, kind, ...(link ? { link } : {}) };
  const next = withToast($toasts.get(), toast);
  if (!next.includes(toast)) return;
  $toasts.set(next);
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
}

/** Removes one toast (its time is up, or the shopper closed it). */
export function dismissToast(id: number): void {
  $toasts.set(withoutToast($toasts.get(), id));
}

/** Stores an unexpected error as the global error and shows its message (or `fallback`). */
export function reportError(error: unknown, fallback: string): void {
  $globalError.set(error);
  const message = error instanceof Error && /[\u3040-\u30ff\u4e00-\u9fff]/.test(error.message);
  showToast(message ? (error as Error).message : fallback, 'error');
}
