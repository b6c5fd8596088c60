import { lazy, Suspense, useEffect } from 'react';
import { checkSession } from '../../lib/session/session.store';
import { useSessionAfterMount } from '../catalog/useSessionAfterMount';

// Guests never download the suggestion, its measurements call or its copy (issue 10's JS budget).
const SizeSuggestionPanel = lazy(() => import('./SizeSuggestionPanel'));

/**
 * 「あなたへのおすすめサイズ」 under the size table for a member with measurements. Renders
 * nothing on the server and on the first client render (no hydration mismatch); for a member the
 * panel loads and appears once the measurements have loaded.
 */
export default function SizeSuggestion({ sizeTable }: { sizeTable: string[][] }) {
  const session = useSessionAfterMount();
  useEffect(() => {
    void checkSession();
  }, []);
  if (!session.isLogin) return null;
  return (
    <Suspense fallback={null}>
      <SizeSuggestionPanel sizeTable={sizeTable} />
    </Suspense>
  );
}
