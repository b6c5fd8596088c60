import { Hono } from 'hono';
import { HistoryPageQuerySchema } from '../../../../contract/history/history.schema';
import {
  MessageReadBodySchema,
  SystemMessageSchema,
  UNREAD_HEADER,
} from '../../../../contract/message-center/message-center.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { type MemberEnv, requireMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { markMessage, openMessage, pageMessages } from './message-center.queries';

const tag = 'message-center';
const notFound = () => new ApiException(404, ERROR_CODES.notFound);

/** `/v1/me/system-messages`: the member's message centre. */
export const messageCenterRoutes = new Hono<MemberEnv>()
  .get(
    '/me/system-messages',
    describeOperation({
      summary: '会員へのメッセージ（新しい順、未読数はヘッダー x-unread-count）',
      tag,
      query: HistoryPageQuerySchema,
      response: SystemMessageSchema,
      list: 'paged',
      errors: [401, 422],
    }),
    requireMember,
    validate('query', HistoryPageQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const { data, total, unread } = await pageMessages(
        c.get('database').db,
        c.get('userId'),
        query,
      );
      setPagingHeaders(c, { total, per: query.per, current: query.page });
      c.header(UNREAD_HEADER, String(unread));
      return c.json({ data });
    },
  )
  .get(
    '/me/system-messages/:id',
    describeOperation({
      summary: 'メッセージを開く（既読にする）',
      tag,
      response: SystemMessageSchema,
      errors: [401, 404],
    }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const message = await openMessage(c.get('database').db, c.get('userId'), id);
      if (!message) throw notFound();
      return c.json(message);
    },
  )
  .patch(
    '/me/system-messages/:id',
    describeOperation({
      summary: 'メッセージを既読・未読にする（未読に戻す）',
      tag,
      body: MessageReadBodySchema,
      response: SystemMessageSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    validate('json', MessageReadBodySchema),
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const { is_read } = c.req.valid('json');
      const message = await markMessage(c.get('database').db, c.get('userId'), id, is_read);
      if (!message) throw notFound();
      return c.json(message);
    },
  );
