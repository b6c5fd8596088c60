import { useEffect, useState } from 'react';
import { type Flash, takeFlash } from '../../lib/shared/flash.store';

/** The flash message meant for this page, shown once (after hydration, so the built HTML matches). */
export default function FlashNotice() {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => setFlash(takeFlash()), []);
  if (!flash) return null;
  const kind = flash.type === 'negative' ? 'error' : 'success';
  return (
    <p className={`message message--${kind}`} role="status">
      {flash.message}
    </p>
  );
}
