import { useStore } from '@nanostores/react';
import { $maintenance } from '../../lib/shared/app.store';
import { COMMON_MESSAGES, ERROR_MESSAGES } from '../../lib/shared/common.messages';

/** The stored maintenance title and message (from the 503 that sent the shopper here). */
export default function MaintenanceNotice() {
  const info = useStore($maintenance);
  return (
    <section className="status-view" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{info?.title ?? COMMON_MESSAGES.maintenanceTitle}</h1>
      <p>{info?.message ?? ERROR_MESSAGES['common.maintenance']}</p>
      <a className="btn" href="/">
        {COMMON_MESSAGES.backToTop}
      </a>
    </section>
  );
}
