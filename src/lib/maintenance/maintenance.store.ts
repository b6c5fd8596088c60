import type { MaintenanceStatus } from '../../../contract/maintenance/maintenance.schema';
import { setMaintenance } from '../shared/app.store';
import { http } from '../shared/http';
import { MAINTENANCE_POLL_MS, returnPath } from '../shared/maintenance.model';
import { createMaintenanceApi } from './maintenance.api';

/** What the watcher depends on (tests bind fakes). */
export type WatchDeps = {
  status(): Promise<MaintenanceStatus | null>;
  leave(path: string): void;
  every(ms: number, run: () => void): () => void;
};

/**
 * Keeps the maintenance page current: stores the notice while the shop is closed and returns to
 * `back` (or the top page) once it reopens. Answers a function that stops watching.
 */
export function createMaintenanceWatch(deps: WatchDeps) {
  return function watchMaintenance(search: string): () => void {
    let done = false;
    const check = async () => {
      const status = await deps.status().catch(() => null);
      if (done || !status) return;
      if (!status.is_enabled) {
        done = true;
        deps.leave(returnPath(search));
        return;
      }
      setMaintenance({ title: status.title, message: status.message, gtm_id: status.gtm_id });
    };
    void check();
    const stop = deps.every(MAINTENANCE_POLL_MS, () => void check());
    return () => {
      done = true;
      stop();
    };
  };
}

const api = createMaintenanceApi(http);

/** Watches the shop's status from the maintenance page (polls every 5 s, leaves when it reopens). */
export const watchMaintenance = createMaintenanceWatch({
  status: () => api.status(),
  leave: (path) => window.location.replace(path),
  every: (ms, run) => {
    const id = setInterval(run, ms);
    return () => clearInterval(id);
  },
});
