import * as v from 'valibot';

/** Most addresses an operator may allow through maintenance. */
export const MAX_ALLOW_IPS = 100;

/** `PUT /v1/admin/maintenance`: switch maintenance on or off, with its notice and the allowed IPs. */
export const MaintenanceBodySchema = v.object({
  is_enabled: v.boolean(),
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
  allow_ips: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.trim(), v.ip())), v.maxLength(MAX_ALLOW_IPS)),
    [],
  ),
});
export type MaintenanceBody = v.InferOutput<typeof MaintenanceBodySchema>;

/** The stored switch, as the admin calls answer it. */
export const MaintenanceStateSchema = v.object({
  is_enabled: v.boolean(),
  title: v.string(),
  message: v.string(),
  allow_ips: v.array(v.string()),
  updated_at: v.nullable(v.string()),
});
export type MaintenanceState = v.InferOutput<typeof MaintenanceStateSchema>;

/**
 * `GET /v1/maintenance` and the body of every 503 during maintenance: whether the shop is closed
 * for this client, the notice, and the channel's tag-manager id (spec §3 "Maintenance").
 */
export const MaintenanceStatusSchema = v.object({
  is_enabled: v.boolean(),
  title: v.string(),
  message: v.string(),
  gtm_id: v.nullable(v.string()),
});
export type MaintenanceStatus = v.InferOutput<typeof MaintenanceStatusSchema>;
