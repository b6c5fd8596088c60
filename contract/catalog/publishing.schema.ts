import * as v from 'valibot';

/** Where one channel is with a saved change: waiting, being built, live, or its build failed. */
export const PublishStateSchema = v.picklist(['queued', 'building', 'live', 'failed']);
/** A channel's publish state. */
export type PublishState = v.InferOutput<typeof PublishStateSchema>;

/**
 * One channel's progress with a change: `seconds` since the save (live: until it was published),
 * pages rendered and reused by the build that published it (null until known).
 */
export const ChannelPublishSchema = v.object({
  channel: v.string(),
  state: PublishStateSchema,
  seconds: v.number(),
  rendered: v.nullable(v.number()),
  reused: v.nullable(v.number()),
});
/** One channel's progress with a change. */
export type ChannelPublish = v.InferOutput<typeof ChannelPublishSchema>;

/** What a save answers about publishing: the change records to follow (`/v1/admin/publish/events`). */
export const PublishTicketSchema = v.object({ changes: v.array(v.number()) });
/** The change records a save made. */
export type PublishTicket = v.InferOutput<typeof PublishTicketSchema>;

/** One event of the publish stream: every channel's state, and whether all are settled. */
export const PublishEventSchema = v.object({
  channels: v.array(ChannelPublishSchema),
  settled: v.boolean(),
  building: v.boolean(),
});
/** One event of the publish stream. */
export type PublishEvent = v.InferOutput<typeof PublishEventSchema>;

const changeIds = v.pipe(
  v.string(),
  v.regex(/^\d{1,12}(,\d{1,12}){0,49}$/),
  v.transform((text) => text.split(',').map(Number)),
);

/** Query of `GET /v1/admin/publish/events`: the change ids a save answered (none: the site's state). */
export const PublishEventsQuerySchema = v.object({ changes: v.optional(changeIds) });
