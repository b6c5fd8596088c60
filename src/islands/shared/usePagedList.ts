import { useEffect } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { pageFromQuery } from '../../lib/mypage/history-list.model';
import { useGuard } from '../auth/useGuard';

/** A paged my page list: the login guard, then the page the address asks for (`?page=`). */
export function usePagedList(settings: GuardSettings, load: (page: number) => Promise<void>) {
  const ready = useGuard('login-only', settings);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the guard lets the member in
  useEffect(() => {
    if (ready) void load(pageFromQuery(window.location.search));
  }, [ready]);
  return ready;
}
