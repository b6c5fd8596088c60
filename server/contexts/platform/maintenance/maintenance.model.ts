import type { MaintenanceState } from '../../../../contract/maintenance/maintenance.schema';

/** The switch before any operator touched it. */
export const MAINTENANCE_OFF: MaintenanceState = {
  is_enabled: false,
  title: '',
  message: '',
  allow_ips: [],
  updated_at: null,
};

/**
 * Calls that keep answering during maintenance: the operator's, the status the shop polls, and the
 * load balancer's health checks, `/v1/health` and `/v1/health/sites` (a 503 there would take every
 * node out of rotation while each can still serve the maintenance page).
 */
export function passesMaintenance(path: string): boolean {
  return /^\/(?:takimoto\/)?v1\/(?:admin\/|maintenance$|health(?:\/sites)?$)/.test(path);
}

/** Whether maintenance closes the shop for a client at `ip` (allow-listed addresses still shop). */
export function closedFor(state: MaintenanceState, ip: string): boolean {
  return state.is_enabled && !state.allow_ips.includes(normaliseIp(ip));
}

/** An IPv4 address written as IPv4-mapped IPv6 (`::ffff:1.2.3.4`) compares as plain IPv4. */
export function normaliseIp(ip: string): string {
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}
