import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { COMMON_MESSAGES, FALLBACK_ERRORS } from '../../../contract/shared/common.messages';
import { watchMaintenance } from '../../lib/maintenance/maintenance.store';
import { $maintenance } from '../../lib/shared/app.store';
import { useHydrated } from '../shared/useHydrated';

/** The maintenance title and message; goes back to the shop by itself once maintenance ends. */
export default function MaintenanceNotice() {
  const stored = useStore($maintenance);
  // The stored notice lives in this browser only: render the built default until hydrated.
  const info = useHydrated() ? stored : null;
  useEffect(() => watchMaintenance(window.location.search), []);
  return (
    <section className="status-view" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{info?.title ?? COMMON_MESSAGES.maintenanceTitle}</h1>
      <p>{info?.message ?? FALLBACK_ERRORS.maintenance}</p>
      <a className="btn" href="/">
        {COMMON_MESSAGES.backToTop}
      </a>
    </section>
  );
}
