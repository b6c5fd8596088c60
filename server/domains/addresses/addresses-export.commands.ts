import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ADDRESS_MESSAGES as M } from '../../../src/lib/addresses/addresses.messages';
import type { Database, Db, Tx } from '../../db/client';
import { channels, users } from '../../db/schema/index';
import { MAIL_MESSAGES } from '../../services/mail/mail.messages';
import { deliverMail } from '../../services/mail/mailer';
import { listAddresses } from './addresses.queries';
import { exportFileName, writeAddressCsv } from './addresses-csv.model';

/** Books up to this many rows download at once; larger ones are mailed by a background job. */
export const EXPORT_SYNC_ROWS = 100;
/** The job queue's name for a delayed export. */
export const EXPORT_JOB = 'addresses.export';

/** The payload of an export job. */
export const ExportPayloadSchema = v.object({
  user_id: v.number(),
  encoding: v.picklist(['sjis', 'utf8']),
});

/** What a job handler gets (the queue's JobContext, declared here so the queue can import us). */
type ExportContext = { database: Database; now: Date };

async function recipient(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.lastName,
      first: users.firstName,
      shop: channels.siteName,
    })
    .from(users)
    .leftJoin(channels, eq(channels.id, users.channelId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** `addresses.export`: writes the member's whole book as CSV and mails it as an attachment. */
export async function exportAddressesJob(ctx: ExportContext, payload: Record<string, unknown>) {
  const { user_id, encoding } = v.parse(ExportPayloadSchema, payload);
  const { db } = ctx.database;
  const to = await recipient(db, user_id);
  if (!to) return; // the member left meanwhile: nothing to send
  const rows = await listAddresses(db, user_id);
  const shop = to.shop ?? '';
  await deliverMail({
    to: to.email,
    subject: MAIL_MESSAGES.subject(shop, M.exportMailSubject),
    text: [
      MAIL_MESSAGES.salutation(`${to.name} ${to.first}`),
      '',
      ...M.exportMailBody(rows.length),
      '',
      shop,
    ].join('\n'),
    attachments: [
      {
        filename: exportFileName(ctx.now, encoding),
        content: writeAddressCsv(rows, encoding),
        contentType: `text/csv; charset=${encoding === 'utf8' ? 'UTF-8' : 'Shift_JIS'}`,
      },
    ],
  });
}
