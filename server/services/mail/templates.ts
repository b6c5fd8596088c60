import { MAIL_MESSAGES as M } from './mail.messages';
import type { MailMessage } from './mailer';

/** What every template needs: the shop's name and where the mail goes. */
export type MailBase = { to: string; shopName: string; name: string };

const RULE = '──────────────────';

const footer = (shopName: string) => ['', ...M.footer, '', RULE, shopName, RULE].join('\n');

function mail(base: MailBase, subject: string, body: readonly string[]): MailMessage {
  const text = [M.salutation(base.name), '', ...body, footer(base.shopName)].join('\n');
  return { to: base.to, subject: M.subject(base.shopName, subject), text };
}

/** Email address confirmation after registration or on request. */
export function verificationMail(base: MailBase, url: string): MailMessage {
  const copy = M.verification;
  return mail(base, copy.subject, [...copy.lead(base.shopName), '', url, '', copy.validity]);
}

/** The 6-digit code asked for at login. */
export function loginCodeMail(base: MailBase, code: string): MailMessage {
  const copy = M.loginCode;
  return mail(base, copy.subject, [...copy.lead, '', copy.code(code), '', ...copy.tail]);
}

/** Password or user-name reminder link. */
export function reminderMail(
  base: MailBase,
  kind: 'password' | 'username',
  url: string,
): MailMessage {
  const copy = M.reminder;
  const what = copy.what[kind];
  return mail(base, copy.subject(what), [...copy.lead(what), '', url, '', copy.validity]);
}

/** Sent when an account is locked after repeated failed logins. */
export function unlockMail(base: MailBase, url: string): MailMessage {
  const copy = M.unlock;
  return mail(base, copy.subject, [...copy.lead, '', url, '', ...copy.tail]);
}

/** Welcome after registration. */
export function welcomeMail(base: MailBase, loginUrl: string): MailMessage {
  const copy = M.welcome;
  return mail(base, copy.subject, [...copy.lead(base.shopName), '', copy.login(loginUrl)]);
}

/** Notice after a password change or reset. */
export function passwordChangedMail(base: MailBase, reminderUrl: string): MailMessage {
  const copy = M.passwordChanged;
  return mail(base, copy.subject, [...copy.lead, '', copy.reset, reminderUrl]);
}

/** Told to an address that tried to register again (same reply on screen: no account discovery). */
export function alreadyRegisteredMail(base: MailBase, loginUrl: string, reminderUrl: string) {
  const copy = M.alreadyRegistered;
  return mail(base, copy.subject, [copy.lead, copy.login(loginUrl), copy.reminder(reminderUrl)]);
}
