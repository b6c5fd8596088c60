import * as v from 'valibot';
import { ADDRESS_MESSAGES as M } from '../../../../contract/addresses/addresses.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Database } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import { enforceLimit, namedLimiter } from '../../../http/rate-limit';
import { decideMail } from '../../../jobs/mail';
import { MAIL_MESSAGES } from '../../../services/mail/mail.messages';
import type { ShopMail } from '../../../services/mail/mail-rules';
import type { Mailer } from '../../../services/mail/mailer';
import { memberMailAddress } from '../account/index';
import type { AddressRow } from './addresses.model';
import { emailVerifiedAt, exportRecipient, listAddresses } from './addresses.queries';
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

/** How many address books one member may have mailed in an hour. */
export const EXPORT_MAIL_LIMIT = { name: 'address-export-mail', limit: 3, windowMs: 3_600_000 };

/**
 * Before an export is mailed: 422 in Japanese unless the member's address is verified (the file
 * would go to someone else's inbox), 429 past the member's hourly allowance.
 */
export async function refuseUnsafeExportMail(database: Database, userId: number): Promise<void> {
  if (!(await emailVerifiedAt(database.db, userId))) {
    throw new ApiException(422, ERROR_CODES.validation, undefined, M.exportNeedsVerifiedEmail);
  }
  const { name, limit, windowMs } = EXPORT_MAIL_LIMIT;
  await enforceLimit(namedLimiter(database, name, limit, windowMs), `member:${userId}`);
}

/** What a job handler gets (the queue's JobContext, declared here so the queue can import us). */
type ExportContext = { database: Database; now: Date; mailer: Mailer };

/** `addresses.export`: writes the member's whole book as CSV and mails it as an attachment. */
export async function exportAddressesJob(ctx: ExportContext, payload: Record<string, unknown>) {
  const { user_id, encoding } = v.parse(ExportPayloadSchema, payload);
  const { db } = ctx.database;
  const to = await exportRecipient(db, user_id);
  if (!to) return; // the member left meanwhile: nothing to send
  const rows = await listAddresses(db, user_id);
  const shop = to.shop ?? '';
  // The book may have changed since the request was checked: UTF-8 then, never a lossy file.
  const lossy = encoding === 'sjis' && sjisProblems(rows).length > 0;
  const written = lossy ? 'utf8' : encoding;
  const body = [...M.exportMailBody(rows.length), ...(lossy ? [M.exportMailUtf8Notice] : [])];
  const mail: ShopMail = {
    kind: 'address_export',
    userId: user_id,
    to: to.email,
    subject: MAIL_MESSAGES.subject(shop, M.exportMailSubject),
    text: [MAIL_MESSAGES.salutation(`${to.name} ${to.first}`), '', ...body, '', shop].join('\n'),
    attachments: [
      {
        filename: exportFileName(ctx.now, written),
        content: writeAddressCsv(rows, written),
        contentType: `text/csv; charset=${written === 'utf8' ? 'UTF-8' : 'Shift_JIS'}`,
      },
    ],
  };
  // The request checked the address; it may have changed since, so the rules apply here too.
  const decision = await decideMail(db, mail, memberMailAddress);
  if (decision.action !== 'send') return;
  const { kind: _kind, userId: _user, ...message } = mail;
  await ctx.mailer.deliver({ ...message, to: decision.to });
}
