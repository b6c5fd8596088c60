import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import type { MaintenanceInfo } from './http/http-types';

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

/** Set when the API says the channel does not exist; screens then show the 404 content. */
export const $invalidChannel = atom(false);

/** Stores the maintenance info of a 503. */
export function setMaintenance(info: MaintenanceInfo): void {
  $maintenance.set(info);
}

/** Flags the channel as invalid. */
export function flagInvalidChannel(): void {
  $invalidChannel.set(true);
}
