import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session } from '../../lib/session/session.store';

const UNKNOWN = { check: false, isLogin: false };

/**
 * The session, reported as unknown until the island has mounted: the first render must match the
 * pre-rendered HTML, because hydration does not patch attributes such as `disabled`.
 */
export function useSessionAfterMount(): { check: boolean; isLogin: boolean } {
  const session = useStore($session);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? session : UNKNOWN;
}
