import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { containsCardNumber } from '../../server/services/card-number';
import { mailText } from './mail-text';

/** A mail as the shop's outbox writes it (nodemailer's stream transport). */
async function eml(mail: SendMailOptions): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'shop@example.jp', to: 'a@example.jp', ...mail });
  return (info.message as Buffer).toString('utf8');
}

const LONG = 'ご注文ありがとうございます。'.repeat(20);

describe('mailText', () => {
  it('decodes Japanese subjects and base64 or quoted-printable bodies', async () => {
    const base64 = await eml({
      subject: 'ご注文 4111 1111 1111 1111',
      text: `${LONG}\nカード番号は4242424242424242です`,
    });
    const qp = await eml({
      subject: 'x',
      text: `Card 5555-5555-5555-4444 ${'a'.repeat(100)} 日本`,
    });
    expect(base64).not.toMatch(/4242424242424242/); // hidden in the raw file
    expect(mailText(base64)).toContain('カード番号は4242424242424242です');
    expect(mailText(base64)).toContain('ご注文 4111 1111 1111 1111');
    expect(containsCardNumber(mailText(qp))).toBe(true);
  });

  it('reads every part of a multipart mail', async () => {
    const raw = await eml({
      subject: '領収書',
      text: 'テキスト',
      html: `<p>${LONG}4242 4242 4242 4242</p>`,
    });
    expect(raw).toMatch(/multipart\/alternative/);
    expect(mailText(raw)).toContain('4242 4242 4242 4242');
    expect(mailText(raw)).toContain('テキスト');
  });

  it('finds nothing in an ordinary order mail', async () => {
    const raw = await eml({
      subject: '【ミセ】ご注文ありがとうございます',
      text: `${LONG}\n注文番号 20261124-123456\n電話 03-1234-5678`,
    });
    expect(containsCardNumber(mailText(raw))).toBe(false);
  });
});
