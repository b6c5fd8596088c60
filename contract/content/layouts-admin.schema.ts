import * as v from 'valibot';
import { HEX_COLOR, SCHEME_COLOR_NAMES, type SchemeColorName } from '../color/scheme-colors';
import {
  AnimationSettingSchema,
  ColorSchemeSchema,
  LAYOUT_NAMES,
  PAGE_NAME,
  SECTION_TYPES,
} from '../settings/layouts.schema';
import { LAYOUT_ADMIN_MESSAGES as M } from './content.messages';

/** Most parts one page layout may list. */
export const MAX_SECTIONS = 30;

/** Path of `PUT`/`DELETE /v1/admin/layouts/{page}`. */
export const PageParamSchema = v.object({
  page: v.pipe(v.string(), v.regex(PAGE_NAME, M.pageInvalid)),
});

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))), null);

/** One part in `PUT /v1/admin/layouts/{page}`: a known part name; `url` only for `embed`. */
export const LayoutSectionBodySchema = v.object({
  type: v.picklist(SECTION_TYPES, M.sectionUnknown(SECTION_TYPES)),
  url: optionalText(2000),
  title: optionalText(100),
  /** Kept in its place but not shown (the storefront's calls leave it out). */
  is_hidden: v.optional(v.boolean(), false),
});

/** Body of `PUT /v1/admin/layouts/{page}`: the layout and its parts in display order. */
export const PageLayoutBodySchema = v.object({
  layout: v.picklist(LAYOUT_NAMES, M.layoutUnknown),
  sections: v.pipe(
    v.array(LayoutSectionBodySchema),
    v.maxLength(MAX_SECTIONS, M.tooManySections(MAX_SECTIONS)),
  ),
});
export type PageLayoutBody = v.InferOutput<typeof PageLayoutBodySchema>;

const color = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(?:#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})|currentColor)$/i, M.colorInvalid),
);
const themeColor = v.pipe(v.string(), v.trim(), v.regex(HEX_COLOR, M.themeColorInvalid));

/** The theme colours a scheme replaces, each `#rrggbb` (text on its background checked by the server). */
export const SchemeColorsSchema = v.object(
  Object.fromEntries(SCHEME_COLOR_NAMES.map((name) => [name, themeColor])) as Record<
    SchemeColorName,
    typeof themeColor
  >,
);

const px = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));

/** Body of `POST /v1/admin/colorschemes` and `PUT /v1/admin/colorschemes/{id}` (sizes as the storefront clamps them). */
export const ColorSchemeBodySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, M.schemeNameRequired), v.maxLength(40)),
  loading: v.object({ is_enabled: v.boolean(), color, size: px(64) }),
  cursor: v.object({ is_enabled: v.boolean(), color, size: px(32) }),
  animation: v.object({
    type: AnimationSettingSchema.entries.type,
    duration_ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2000)),
  }),
  /** The theme colours it replaces; null (or left out): the theme's own. */
  colors: v.optional(v.nullable(SchemeColorsSchema), null),
});
export type ColorSchemeBody = v.InferOutput<typeof ColorSchemeBodySchema>;

/** A colour scheme as the operators see it: its id and whether it is the selected one. */
export const AdminColorSchemeSchema = v.object({
  ...ColorSchemeSchema.entries,
  id: v.number(),
  is_selected: v.boolean(),
  updated_at: v.string(),
  /** The version a back-office save is based on. */
  version: v.number(),
  /** A seasonal scheme's period (ISO 8601; null: open on that side): in use while it runs. */
  publish_from: v.nullable(v.string()),
  publish_to: v.nullable(v.string()),
});
export type AdminColorScheme = v.InferOutput<typeof AdminColorSchemeSchema>;
