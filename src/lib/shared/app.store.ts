import { persistentAtom } from '@nanostores/persistent';
import type { MaintenanceInfo } from './http/http-types';

export { $invalidChannel, flagInvalidChannel } from './invalid-channel.store';

/** Maintenance info from the last 503, kept across the redirect to /maintenance/. */
export const $maintenance = persistentAtom<MaintenanceInfo | null>('maintenance', null, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      return JSON.parse(raw) as MaintenanceInfo | null;
    } catch {
      return null;
    }
  },
});

/** Stores the maintenance info of a 503. */
export function setMaintenance(info: MaintenanceInfo): void {
  $maintenance.set(info);
}
