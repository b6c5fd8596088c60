import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { PUBLISHING_MESSAGES as M } from './publishing.messages';
import { $siteBuilding, watchSiteBuilding } from './publishing.store';

/** The shell's indicator: whether a site rebuild runs now (for editors and owners). */
export function PublishIndicator() {
  const building = useStore($siteBuilding);
  useEffect(() => watchSiteBuilding(), []);
  if (building === null) return null;
  return (
    <span className={`publish-indicator ${building ? 'is-building' : ''}`} aria-live="polite">
      {building ? M.indicatorBuilding : M.indicatorIdle}
    </span>
  );
}
