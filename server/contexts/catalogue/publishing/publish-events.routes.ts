import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  PublishEventSchema,
  PublishEventsQuerySchema,
} from '../../../../contract/catalog/publishing.schema';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { publishStatus } from './publish-status.model';
import { readPublishFacts } from './publish-status.queries';

/** How often a save's stream reads the shared state (every node publishes through the database). */
export const PUBLISH_POLL_MS = 250;
/** How often the header's stream (no `changes`) reads it: it only shows whether a rebuild runs. */
const SITE_POLL_MS = 1000;
/** How long one stream stays open; the browser's EventSource reconnects after it ends. */
export const PUBLISH_STREAM_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `GET /v1/admin/publish/events`: server-sent events with each channel's state for the changes a
 * save answered (queued → building → live, seconds, pages rendered and reused), sent whenever it
 * moves and closed once every channel is live or failed. Without `changes` it reports whether a
 * rebuild runs (the shell's indicator). It reads the shared tables, so a save on one node is
 * followed from any other.
 */
export function publishEventRoutes({ token }: { token: string | undefined }) {
  const staff = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  return new Hono<StaffEnv>().get(
    '/admin/publish/events',
    describeOperation({
      tag: 'admin',
      summary:
        '公開状況のイベント（server-sent events）。保存が返した changes の各チャネルの状態（queued → building → live、秒数、描画・再利用ページ数）を変わるたびに送り、すべて公開か失敗で閉じる',
      query: PublishEventsQuerySchema,
      response: PublishEventSchema,
      contentType: 'text/event-stream',
      errors: [401, 403, 422],
    }),
    staff,
    validate('query', PublishEventsQuerySchema),
    (c) => {
      const changes = c.req.valid('query').changes ?? [];
      const database = c.get('database');
      c.header('X-Accel-Buffering', 'no');
      const response = streamSSE(c, async (stream) => {
        let closed = false;
        stream.onAbort(() => {
          closed = true;
        });
        const until = Date.now() + PUBLISH_STREAM_MS;
        let last = '';
        let sent = 0;
        while (!closed && Date.now() < until) {
          const event = publishStatus(await readPublishFacts(database, changes));
          const data = JSON.stringify(event);
          if (data !== last) {
            last = data;
            sent += 1;
            await stream.writeSSE({ event: 'status', data, id: String(sent) });
          }
          if (changes.length && event.settled) {
            await stream.writeSSE({ event: 'done', data });
            return;
          }
          await sleep(changes.length ? PUBLISH_POLL_MS : SITE_POLL_MS);
        }
      });
      // A status is never kept by a cache (streamSSE's own header says no-cache).
      c.header('Cache-Control', 'no-store');
      return response;
    },
  );
}
