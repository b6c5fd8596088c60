import * as v from 'valibot';

/** What a system message is about; the list shows it as a label. */
export const MESSAGE_KINDS = ['order', 'point', 'inquiry', 'info'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** One message of the member's message centre (spec §3 "system messages"). */
export const SystemMessageSchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  kind: v.picklist(MESSAGE_KINDS),
  is_read: v.boolean(),
  read_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type SystemMessage = v.InferOutput<typeof SystemMessageSchema>;

/** Header of `GET /v1/me/system-messages` carrying the member's unread count. */
export const UNREAD_HEADER = 'x-unread-count';

/** Body of `PATCH /v1/me/system-messages/{id}`: `is_read: false` marks it unread again (未読に戻す). */
export const MessageReadBodySchema = v.object({ is_read: v.boolean() });
