import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ADDRESS_MESSAGES as M } from '../../../src/lib/addresses/addresses.messages';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Database, Db, Tx } from '../../db/client';
import { channels, users } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import { deliverMail } from '../../services/mail/mailer';
import type { AddressRow } from './addresses.model';
import { listAddresses } from './addresses.queries';
import { exportFileName, sjisProblems, writeAddressCsv } from './addresses-csv.model';

/** Books up to this many rows download at once; larger ones are mailed by a background job. */
export const EXPORT_SYNC_ROWS = 100;
/** The job queue's name for a delayed export. */
export const EXPORT_JOB = 'addresses.export';

/** The payload of an export job. */
export const ExportPayloadSchema = v.object({
  user_id: v.number(),
  encoding: v.picklist(['sjis', 'utf8']),
});

/**
 * 422 naming each row Shift_JIS would damage (and its characters), suggesting UTF-8: an export
 * never turns a character into `?`.
 */
export function refuseLossySjis(rows: AddressRow[]): void {
  const problems = sjisProblems(rows);
  if (!problems.length) return;
  const message = M.exportSjisUnencodable(problems);
  throw new ApiException(422, ERROR_CODES.validation, { encoding: [message] }, message);
}

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
  // The book may have changed since the request was checked: UTF-8 then, never a lossy file.
  const lossy = encoding === 'sjis' && sjisProblems(rows).length > 0;
  const written = lossy ? 'utf8' : encoding;
  const body = [...M.exportMailBody(rows.length), ...(lossy ? [M.exportMailUtf8Notice] : [])];
  await deliverMail({
    to: to.email,
    subject: `【${shop}】${M.exportMailSubject}`,
    text: [`${to.name} ${to.first} 様`, '', ...body, '', shop].join('\n'),
    attachments: [
      {
        filename: exportFileName(ctx.now, written),
        content: writeAddressCsv(rows, written),
        contentType: `text/csv; charset=${written === 'utf8' ? 'UTF-8' : 'Shift_JIS'}`,
      },
    ],
  });
}
