import * as v from 'valibot';

/** Setting keys of spec §3 "Settings". */
export const SETTING_KEYS = [
  'SITE.BREAKPOINT.SCREEN-SM',
  'SITE.BREAKPOINT.SCREEN-MD',
  'ORDER.SHIPPING.IS_ALLOW_MULTIPLE',
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_USE',
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING',
] as const;

/** One setting's value. */
const SettingValueSchema = v.union([v.string(), v.number(), v.boolean()]);

/** `GET /v1/settings/front`: the channel and its front settings. */
export const FrontSettingsSchema = v.object({
  channel: v.object({
    id: v.string(),
    name: v.string(),
    is_invalid: v.boolean(),
    theme: v.string(),
    customer: v.nullable(v.string()),
  }),
  site: v.object({
    name: v.string(),
    description: v.string(),
    is_no_member_use: v.boolean(),
    is_first_login_email_verify: v.boolean(),
  }),
  settings: v.objectWithRest(
    Object.fromEntries(SETTING_KEYS.map((key) => [key, v.optional(SettingValueSchema)])) as Record<
      (typeof SETTING_KEYS)[number],
      v.OptionalSchema<typeof SettingValueSchema, undefined>
    >,
    SettingValueSchema,
  ),
});
export type FrontSettings = v.InferOutput<typeof FrontSettingsSchema>;
