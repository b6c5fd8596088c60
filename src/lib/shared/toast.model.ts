/** How long a toast stays, in milliseconds (spec §9). */
export const TOAST_DURATION_MS = 5000;
/** At most this many toasts at once; the oldest goes first (spec §9). */
export const TOAST_MAX = 5;
/** Where toasts appear (spec §9); the host's CSS places them there. */
export const TOAST_POSITION = 'bottom-center';

/** A notice (`info`) or a failure (`error`). */
export type ToastKind = 'info' | 'error';
/** A link under a toast's text; `before` runs first (e.g. logging out) when given. */
export type ToastLink = { href: string; label: string; before?: () => Promise<void> };
/** One toast on screen. */
export type Toast = { id: number; message: string; kind: ToastKind; link?: ToastLink };

/**
 * The list after showing `toast`: a duplicate of one on screen (same text and kind) is dropped,
 * and beyond `max` the oldest go.
 * @example withToast([], { id: 1, message: 'a', kind: 'info' }) // [{ id: 1, … }]
 */
export function withToast(list: Toast[], toast: Toast, max = TOAST_MAX): Toast[] {
  if (!toast.message || list.some((t) => t.message === toast.message && t.kind === toast.kind)) {
    return list;
  }
  return [...list, toast].slice(-max);
}

/** The list without the toast `id`. */
export function withoutToast(list: Toast[], id: number): Toast[] {
  return list.filter((t) => t.id !== id);
}
