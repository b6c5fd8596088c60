import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value that renders the build-time value while the island hydrates, then the live one.
 * Another island (or a value kept in the browser) may have changed the store before this island
 * hydrates; React needs the first client render to match the pre-rendered HTML (error #418).
 * Atoms and maps start from their `init`; pass `buildValue` for computed and persistent stores.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, buildValue?: () => T): T {
  return useStore(store, { ssr: buildValue ?? 'initial' });
}
