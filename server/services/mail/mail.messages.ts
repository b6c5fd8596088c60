/** Japanese copy of the account mails (sender, salutation, subjects and bodies). */
export const MAIL_MESSAGES = {
  from: '"ミセ オンラインストア" <no-reply@example.jp>',
  salutation: (name: string) => `${name} 様`,
  subject: (shopName: string, subject: string) => `【${shopName}】${subject}`,
  footer: [
    '※このメールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。',
    '※お心当たりのない場合は、このメールを破棄してください。',
  ],
  verification: {
    subject: 'メールアドレスのご確認',
    lead: (shopName: string) => [
      `${shopName}にご登録いただき、ありがとうございます。`,
      '下記のリンクを開いて、メールアドレスの確認を完了してください。',
    ],
    validity: 'リンクの有効期限は24時間です。',
  },
  loginCode: {
    subject: 'ログイン認証コードのお知らせ',
    lead: [
      'ログインのための認証コードをお知らせします。',
      'ログイン画面に次の6桁のコードを入力してください。',
    ],
    code: (code: string) => `認証コード：${code}`,
    tail: [
      'コードの有効期限は10分間で、一度だけ使えます。',
      'ご本人に覚えのないログインの場合は、パスワードの変更をおすすめします。',
    ],
  },
  reminder: {
    what: { password: 'パスワード', username: 'ユーザー名' },
    subject: (what: string) => `${what}再設定のご案内`,
    lead: (what: string) => [
      `${what}の再設定のお申し込みを受け付けました。`,
      `下記のリンクを開いて、新しい${what}を設定してください。`,
    ],
    validity: 'リンクの有効期限は30分間で、一度だけ使えます。',
  },
  unlock: {
    subject: 'アカウントのロックについて',
    lead: [
      'ログインに続けて失敗したため、お客様のアカウントを一時的にロックしました。',
      'ご本人による操作の場合は、下記のリンクを開くとすぐにロックを解除できます。',
    ],
    tail: [
      'リンクを開かなくても、30分後には自動的に解除されます。',
      'お心当たりのない場合は、解除後にパスワードを変更してください。',
    ],
  },
  welcome: {
    subject: '会員登録が完了しました',
    lead: (shopName: string) => [
      `このたびは${shopName}に会員登録いただき、誠にありがとうございます。`,
      'マイページでは、ご注文履歴やお届け先、お気に入りなどをご確認いただけます。',
    ],
    login: (url: string) => `ログイン：${url}`,
  },
  passwordChanged: {
    subject: 'パスワード変更のお知らせ',
    lead: [
      'お客様のアカウントのパスワードが変更されました。',
      'ほかの端末でのログインはすべて解除されています。',
    ],
    reset: 'お心当たりのない場合は、すぐに下記からパスワードを再設定してください。',
  },
  alreadyRegistered: {
    subject: '会員登録のお申し込みについて',
    lead: 'このメールアドレスで会員登録のお申し込みがありましたが、すでに会員登録済みです。',
    login: (url: string) => `ログインはこちら：${url}`,
    reminder: (url: string) => `パスワードをお忘れの場合：${url}`,
  },
} as const;
