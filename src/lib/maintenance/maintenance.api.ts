import * as v from 'valibot';
import {
  type MaintenanceStatus,
  MaintenanceStatusSchema,
} from '../../../contract/maintenance/maintenance.schema';
import type { HttpClient } from '../shared/http/http-client';

/** Maintenance calls; null when the client ignored the failure (network, cancel). */
export function createMaintenanceApi(http: HttpClient) {
  return {
    /** `GET /v1/maintenance`: whether the shop is closed for this browser, and the notice. */
    async status(): Promise<MaintenanceStatus | null> {
      const res = await http.get('/v1/maintenance', { session: false });
      return res.ignored ? null : v.parse(MaintenanceStatusSchema, res.data);
    },
  };
}
