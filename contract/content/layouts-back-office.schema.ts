import * as v from 'valibot';
import {
  CART_PART_NAMES,
  LAYOUT_NAMES,
  PRODUCT_PART_NAMES,
  TOP_PART_NAMES,
} from '../settings/layouts.schema';
import { LAYOUT_ADMIN_MESSAGES as M } from './content.messages';
import {
  AdminColorSchemeSchema,
  ColorSchemeBodySchema,
  type LayoutSectionBodySchema,
  PageLayoutBodySchema,
} from './layouts-admin.schema';

const channelId = v.pipe(v.string(), v.trim(), v.minLength(1, M.channelUnknown), v.maxLength(40));
/** The version a save is based on; 0 for a page that has no layout yet. */
const baseVersion = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Query of the back office's layout and scheme lists: the channel whose pages they belong to. */
export const ChannelQuerySchema = v.object({ channel: channelId });

const backOfficeSections = v.array(
  v.object({
    type: v.string(),
    url: v.nullable(v.string()),
    title: v.nullable(v.string()),
    is_hidden: v.boolean(),
  }),
);

/**
 * A page's layout for a period (期間限定レイアウト: a sale's top page): its layout and sections,
 * shown instead of the page's own from `publish_from` (inclusive) to `publish_to` (exclusive; null:
 * no end).
 */
export const BackOfficeSeasonSchema = v.object({
  layout: v.picklist(LAYOUT_NAMES),
  sections: backOfficeSections,
  publish_from: v.string(),
  publish_to: v.nullable(v.string()),
});
export type BackOfficeSeason = v.InferOutput<typeof BackOfficeSeasonSchema>;

/** A page's layout as the back office edits it: every section (hidden ones flagged), its period layout, its version. */
export const BackOfficeLayoutSchema = v.object({
  id: v.number(),
  channel_id: v.string(),
  page: v.string(),
  layout: v.picklist(LAYOUT_NAMES),
  sections: backOfficeSections,
  season: v.nullable(BackOfficeSeasonSchema),
  version: v.number(),
  updated_at: v.string(),
});
export type BackOfficeLayout = v.InferOutput<typeof BackOfficeLayoutSchema>;

const instant = (message: string) =>
  v.nullable(
    v.pipe(
      v.string(message),
      v.isoTimestamp(message),
      v.check((at) => !Number.isNaN(Date.parse(at)), message),
    ),
  );

/** Whether a period ends at or before its start (an open side never does). */
const endsFirst = (from: string | null | undefined, to: string | null | undefined) =>
  Boolean(from && to && Date.parse(to) <= Date.parse(from));

/** A period layout in a save: its layout and sections, a start (required) and an end after it. */
export const SeasonSaveSchema = v.pipe(
  v.object({
    ...PageLayoutBodySchema.entries,
    // Required, with one message: a transformation stops the pipe after a failed check.
    publish_from: v.pipe(
      v.unknown(),
      v.check((at) => at !== undefined && at !== null && at !== '', M.seasonFromRequired),
      v.transform(String),
      v.check(
        (at) => v.is(v.pipe(v.string(), v.isoTimestamp()), at) && !Number.isNaN(Date.parse(at)),
        M.schemePublishFromInvalid,
      ),
    ),
    publish_to: v.optional(instant(M.schemePublishToInvalid), null),
  }),
  v.forward(
    v.partialCheck(
      [['publish_from'], ['publish_to']],
      (f) => !endsFirst(f.publish_from, f.publish_to),
      M.schemePublishOrder,
    ),
    ['publish_to'],
  ),
);
export type SeasonSave = v.InferOutput<typeof SeasonSaveSchema>;

/**
 * Body of `PUT /v1/admin/page-layouts/{page}`: the channel, the layout and its sections, the
 * period layout (null: none; left out: kept as it is), the base version.
 */
export const LayoutSaveSchema = v.object({
  ...PageLayoutBodySchema.entries,
  season: v.optional(v.nullable(SeasonSaveSchema)),
  channel_id: channelId,
  version: baseVersion,
});
export type LayoutSave = v.InferOutput<typeof LayoutSaveSchema>;
/** One section of a layout save. */
export type LayoutSectionBody = v.InferOutput<typeof LayoutSectionBodySchema>;

/**
 * Body of `PUT /v1/admin/color-schemes/{id}`: the scheme's settings, its publish period (left out:
 * none) and the base version; a period ending before it starts is refused on `publish_to`.
 */
export const SchemeSaveSchema = v.pipe(
  v.object({
    ...ColorSchemeBodySchema.entries,
    publish_from: v.optional(instant(M.schemePublishFromInvalid), null),
    publish_to: v.optional(instant(M.schemePublishToInvalid), null),
    version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.forward(
    v.partialCheck(
      [['publish_from'], ['publish_to']],
      (f) => !endsFirst(f.publish_from, f.publish_to),
      M.schemePublishOrder,
    ),
    ['publish_to'],
  ),
);
export type SchemeSave = v.InferOutput<typeof SchemeSaveSchema>;

/**
 * Body of the scripts' `PUT /v1/admin/colorschemes/{id}` (admin token): the scheme's settings and,
 * when given, its publish period (left out: kept as it is; null: open on that side).
 */
export const SchemeEditSchema = v.pipe(
  v.object({
    ...ColorSchemeBodySchema.entries,
    publish_from: v.optional(instant(M.schemePublishFromInvalid)),
    publish_to: v.optional(instant(M.schemePublishToInvalid)),
  }),
  v.forward(
    v.partialCheck(
      [['publish_from'], ['publish_to']],
      (f) => !endsFirst(f.publish_from, f.publish_to),
      M.schemePublishOrder,
    ),
    ['publish_to'],
  ),
);
export type SchemeEdit = v.InferOutput<typeof SchemeEditSchema>;

/** Body of `POST /v1/admin/color-schemes`: the channel it belongs to and its settings (not selected). */
export const SchemeCreateSchema = v.object({
  ...ColorSchemeBodySchema.entries,
  channel_id: channelId,
});
export type SchemeCreate = v.InferOutput<typeof SchemeCreateSchema>;

/** Body of `PUT /v1/admin/color-schemes/{id}/select`: the scheme's version as the screen showed it. */
export const SchemeSelectSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/**
 * Body of `POST /v1/admin/page-layouts/{page}/preview`: the channel and the layout and sections to
 * show (the page's own or its period layout, as typed), checked as a save checks them.
 */
export const LayoutPreviewSchema = v.object({
  ...PageLayoutBodySchema.entries,
  channel_id: channelId,
});
export type LayoutPreview = v.InferOutput<typeof LayoutPreviewSchema>;

/** Body of `POST /v1/admin/color-schemes/preview`: the channel and the scheme as typed, shown as if chosen. */
export const SchemePreviewSchema = v.object({
  ...ColorSchemeBodySchema.entries,
  channel_id: channelId,
});
export type SchemePreview = v.InferOutput<typeof SchemePreviewSchema>;

/** Query of `DELETE /v1/admin/color-schemes/{id}`: the scheme's version as the screen showed it. */
export const SchemeDeleteQuerySchema = v.object({
  version: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,8}$/)),
});

/** Body of a restore: the channel (layouts) and the version the undo is based on. */
export const LayoutRestoreSchema = v.object({ channel_id: channelId, version: baseVersion });
/** Body of a scheme's restore: the version the undo is based on. */
export const SchemeRestoreSchema = v.object({ version: baseVersion });

/** One kept version of a layout or scheme: who saved it when, and what it held. */
export const LayoutVersionSchema = v.object({
  version: v.number(),
  saved_at: v.string(),
  saved_by: v.string(),
  saved_by_email: v.nullable(v.string()),
  fields: v.record(v.string(), v.unknown()),
});

/** What a save answers: the record and the change records the publish status follows. */
export const savedSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({ item, publish: v.object({ changes: v.array(v.number()) }) });

/** A stale save's 409: the record as it is now and the fields changed since the save's version. */
export const LayoutConflictSchema = v.object({
  code: v.string(),
  message: v.string(),
  current: v.union([BackOfficeLayoutSchema, AdminColorSchemeSchema]),
  changed_fields: v.array(v.string()),
});

/**
 * The sections each page made of parts may hold (an `embed` of a media file aside), in their
 * default order; other pages take only a layout.
 */
export const PAGE_SECTIONS: Record<string, readonly string[]> = {
  top: TOP_PART_NAMES,
  'product-key': PRODUCT_PART_NAMES,
  cart: CART_PART_NAMES,
  maintenance: ['title', 'message'],
};
