import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../db/schema/index';
import { MAIL_RULES, type MailKind, type ShopMail } from '../services/mail/mail-rules';
import { testMailer, testOutbox } from '../testing/jobs';
import { migratedTestDatabase, type TestDatabase } from '../testing/test-database';
import { enqueueMail, MAILS_PER_RECIPIENT_HOUR } from './mail';
import { runDueJobs } from './runner';

/**
 * Every place that sends mail, and the kinds it sends. A new sender (or kind) fails the scan
 * below until it is listed here, so its rule is chosen on purpose.
 */
const SENDERS: Record<string, MailKind[]> = {
  'contexts/identity/account/registration.commands.ts': ['verification', 'already_registered'],
  'contexts/identity/reminder/reminder.commands.ts': ['reminder'],
  'contexts/identity/auth/login.commands.ts': ['unlock', 'login_code'],
  'contexts/identity/account/account.commands.ts': ['welcome'],
  'contexts/identity/auth/password.commands.ts': ['password_changed'],
  'contexts/commerce/checkout/decision.commands.ts': ['order_confirmation'],
  'contexts/commerce/orders/cancel.commands.ts': ['order_cancelled'],
  'contexts/commerce/orders/fulfilment.commands.ts': ['order_shipped'],
  'contexts/commerce/orders-admin/order-mail.commands.ts': [
    'order_paid',
    'order_shipped',
    'order_cancelled',
    'order_shipment_changed',
  ],
  'contexts/commerce/social-gift/recipient.commands.ts': ['gift_accepted'],
  'contexts/commerce/social-gift/gift-order.commands.ts': ['gift_link'],
  'contexts/commerce/orders/gift-expiry.commands.ts': ['gift_reminder'],
  'contexts/inquiries/inquiries/inquiries.commands.ts': [
    'inquiry_auto_reply',
    'inquiry_to_shop',
    'member_answer_to_shop',
  ],
  'contexts/inquiries/inquiries/inquiry-admin.commands.ts': ['shop_reply'],
  'contexts/member-pages/memorials/reminders.commands.ts': ['memorial_reminder'],
  'contexts/identity/addresses/addresses-export.commands.ts': ['address_export'],
};
/** The mails the spec sends before an address is verified: registration and the reminder. */
const SPEC_BEFORE_VERIFICATION = ['already_registered', 'reminder', 'verification'];

const SERVER = join(import.meta.dirname, '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const source = path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('testing');
    return source ? [path] : [];
  });
}
const SENDING = /\benqueueMail\(|\bmailer\.deliver\(|['"]mail\.send['"]/;
const MAIL_LAYER = [
  'jobs/mail.ts',
  'jobs/mail-job.ts',
  'jobs/handlers.ts',
  'services/mail/mailer.ts',
];

describe('every mail the shop sends has a kind and a rule', () => {
  const found = sourceFiles(SERVER)
    .map((path) => ({ file: relative(SERVER, path), text: readFileSync(path, 'utf8') }))
    .filter(({ file, text }) => SENDING.test(text) && !MAIL_LAYER.includes(file));

  it('lists each sender; each names the kinds it sends (a guest variant comes with `audience`)', () => {
    expect(found.map((f) => f.file).sort()).toEqual(Object.keys(SENDERS).sort());
    for (const { file, text } of found) {
      for (const kind of SENDERS[file] ?? []) {
        expect(text, `${file} sends ${kind}`).toMatch(
          new RegExp(`kind: '${kind}'|audience\\(\\s*'${kind}'`),
        );
      }
    }
    // A kind may have two senders (the shipped mail: the script call and the back office).
    const listed = [...new Set(Object.values(SENDERS).flat())];
    const guests = listed.map((k) => `guest_${k}`).filter((k) => k in MAIL_RULES);
    expect([...listed, ...guests].sort()).toEqual(Object.keys(MAIL_RULES).sort());
  });

  it('only the spec’s registration and reminder mails go before verification', () => {
    const early = Object.entries(MAIL_RULES).filter(([, rule]) => rule === 'before_verification');
    expect(early.map(([kind]) => kind).sort()).toEqual(SPEC_BEFORE_VERIFICATION);
  });

  it('the guest rule is for the guest variants only (a guest has no account to verify)', () => {
    for (const [kind, rule] of Object.entries(MAIL_RULES)) {
      expect(rule === 'guest', kind).toBe(kind.startsWith('guest_'));
    }
  });
});

let test: TestDatabase;
beforeAll(async () => {
  test = await migratedTestDatabase();
});
afterAll(() => test.drop());

async function member(email: string, verified: boolean): Promise<number> {
  const [row] = await test.database.db
    .insert(users)
    .values({
      code: `M${email}`,
      email,
      passwordHash: 'x',
      lastName: '山田',
      firstName: '花子',
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning({ id: users.id });
  return row?.id ?? 0;
}
const mail = (kind: MailKind, to: string, userId?: number): ShopMail => ({
  kind,
  userId,
  to,
  subject: `件名 ${kind}`,
  text: '本文',
});
const delivered = (kind: MailKind) => testOutbox.filter((m) => m.subject === `件名 ${kind}`);
const HOUR = 60 * 60_000;

describe('a member’s mail waits for the member’s address to be verified', () => {
  const verifiedKinds = (Object.keys(MAIL_RULES) as MailKind[]).filter(
    (k) => MAIL_RULES[k] === 'verified',
  );

  it.each(verifiedKinds)(
    '%s: not sent to an unverified address; sent once it is verified',
    async (kind) => {
      const to = `${kind}@example.jp`;
      const id = await member(to, false);
      await enqueueMail(test.database.db, mail(kind, to, id));
      const t0 = new Date();
      await runDueJobs(test.database, { now: t0, names: ['mail.send'], mailer: testMailer });
      expect(delivered(kind)).toEqual([]);
      await test.database.db.update(users).set({ emailVerifiedAt: t0 }).where(eq(users.id, id));
      await runDueJobs(test.database, {
        now: new Date(t0.getTime() + HOUR),
        names: ['mail.send'],
        mailer: testMailer,
      });
      expect(delivered(kind).map((m) => m.to)).toEqual([to]);
    },
  );

  it('goes to the member’s own verified address, never to another one typed for the member', async () => {
    const id = await member('own@example.jp', true);
    await enqueueMail(test.database.db, mail('order_shipped', 'victim@example.jp', id));
    await runDueJobs(test.database, { names: ['mail.send'], mailer: testMailer });
    expect(testOutbox.filter((m) => m.to === 'victim@example.jp')).toEqual([]);
    expect(testOutbox.findLast((m) => m.subject === '件名 order_shipped')?.to).toBe(
      'own@example.jp',
    );
  });

  it('gives up after a week unverified, and a member’s mail without the member is dropped', async () => {
    const id = await member('never@example.jp', false);
    await enqueueMail(test.database.db, mail('welcome', 'never@example.jp', id));
    await enqueueMail(test.database.db, mail('login_code', 'nobody@example.jp'));
    let now = new Date();
    for (let hour = 0; hour <= 7 * 24 + 1; hour += 1) {
      await runDueJobs(test.database, { now, names: ['mail.send'], mailer: testMailer });
      now = new Date(now.getTime() + HOUR);
    }
    expect(testOutbox.filter((m) => /never|nobody/.test(m.to))).toEqual([]);
    const pending = await test.database.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    expect(pending).toEqual([]);
  });
});

describe('mails to an address nobody verified are capped per recipient per hour', () => {
  it.each(['verification', 'guest_inquiry_auto_reply'] as const)(
    '%s: at most the hourly allowance reaches one address',
    async (kind) => {
      const to = `flooded-${kind}@example.jp`;
      for (let i = 0; i < MAILS_PER_RECIPIENT_HOUR + 5; i += 1) {
        await enqueueMail(test.database.db, mail(kind, to.toUpperCase()));
      }
      await runDueJobs(test.database, { names: ['mail.send'], mailer: testMailer });
      expect(testOutbox.filter((m) => m.to.toLowerCase() === to)).toHaveLength(
        MAILS_PER_RECIPIENT_HOUR,
      );
    },
  );
});
