import { useEffect, useState } from 'react';

/**
 * False in the server-rendered markup and until the island has hydrated, then true. Controls that
 * act on click or keep typed text stay disabled until then, because input given to the static
 * markup before React takes over would be lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
