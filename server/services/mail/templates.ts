import type { MailMessage } from './mailer';

/** What every template needs: the shop's name and where the mail goes. */
export type MailBase = { to: string; shopName: string; name: string };

const footer = (shopName: string) =>
  [
    '',
    '※このメールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。',
    '※お心当たりのない場合は、このメールを破棄してください。',
    '',
    '──────────────────',
    shopName,
    '──────────────────',
  ].join('\n');

function mail(base: MailBase, subject: string, body: string[]): MailMessage {
  const text = [`${base.name} 様`, '', ...body, footer(base.shopName)].join('\n');
  return { to: base.to, subject: `【${base.shopName}】${subject}`, text };
}

/** Email address confirmation after registration or on request. */
export function verificationMail(base: MailBase, url: string): MailMessage {
  return mail(base, 'メールアドレスのご確認', [
    `${base.shopName}にご登録いただき、ありがとうございます。`,
    '下記のリンクを開いて、メールアドレスの確認を完了してください。',
    '',
    url,
    '',
    'リンクの有効期限は24時間です。',
  ]);
}

/** The 6-digit code asked for at login. */
export function loginCodeMail(base: MailBase, code: string): MailMessage {
  return mail(base, 'ログイン認証コードのお知らせ', [
    'ログインのための認証コードをお知らせします。',
    'ログイン画面に次の6桁のコードを入力してください。',
    '',
    `認証コード：${code}`,
    '',
    'コードの有効期限は10分間で、一度だけ使えます。',
    'ご本人に覚えのないログインの場合は、パスワードの変更をおすすめします。',
  ]);
}

/** Password or user-name reminder link. */
export function reminderMail(
  base: MailBase,
  kind: 'password' | 'username',
  url: string,
): MailMessage {
  const what = kind === 'password' ? 'パスワード' : 'ユーザー名';
  return mail(base, `${what}再設定のご案内`, [
    `${what}の再設定のお申し込みを受け付けました。`,
    `下記のリンクを開いて、新しい${what}を設定してください。`,
    '',
    url,
    '',
    'リンクの有効期限は30分間で、一度だけ使えます。',
  ]);
}

/** Sent when an account is locked after repeated failed logins. */
export function unlockMail(base: MailBase, url: string): MailMessage {
  return mail(base, 'アカウントのロックについて', [
    'ログインに続けて失敗したため、お客様のアカウントを一時的にロックしました。',
    'ご本人による操作の場合は、下記のリンクを開くとすぐにロックを解除できます。',
    '',
    url,
    '',
    'リンクを開かなくても、30分後には自動的に解除されます。',
    'お心当たりのない場合は、解除後にパスワードを変更してください。',
  ]);
}

/** Welcome after registration. */
export function welcomeMail(base: MailBase, loginUrl: string): MailMessage {
  return mail(base, '会員登録が完了しました', [
    `このたびは${base.shopName}に会員登録いただき、誠にありがとうございます。`,
    'マイページでは、ご注文履歴やお届け先、お気に入りなどをご確認いただけます。',
    '',
    `ログイン：${loginUrl}`,
  ]);
}

/** Notice after a password change or reset. */
export function passwordChangedMail(base: MailBase, reminderUrl: string): MailMessage {
  return mail(base, 'パスワード変更のお知らせ', [
    'お客様のアカウントのパスワードが変更されました。',
    'ほかの端末でのログインはすべて解除されています。',
    '',
    'お心当たりのない場合は、すぐに下記からパスワードを再設定してください。',
    reminderUrl,
  ]);
}

/** Told to an address that tried to register again (same reply on screen: no account discovery). */
export function alreadyRegisteredMail(base: MailBase, loginUrl: string, reminderUrl: string) {
  return mail(base, '会員登録のお申し込みについて', [
    'このメールアドレスで会員登録のお申し込みがありましたが、すでに会員登録済みです。',
    `ログインはこちら：${loginUrl}`,
    `パスワードをお忘れの場合：${reminderUrl}`,
  ]);
}
