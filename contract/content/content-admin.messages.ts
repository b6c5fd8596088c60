/** Japanese copy of the back office's content calls (`/v1/admin/content/*`). */
export const CONTENT_ADMIN_MESSAGES = {
  textRequired: (label: string) => `${label}を入力してください。`,
  textTooLong: (label: string, max: number) => `${label}は${max}文字以内で入力してください。`,
  dateInvalid: (label: string) =>
    `${label}は 2026-04-01T10:00:00+09:00 の形式（ISO 8601）で入力してください。`,
  publishOrder: '公開終了は公開開始より後の日時にしてください。',
  linkScheme:
    'リンク先は https://・http:// で始まるアドレスか、/ で始まるショップ内のパスにしてください。',
  imagePath: '画像はアップロードした画像を選んでください。',
  slugInvalid:
    'スラッグは半角英小文字・数字・「-」の80文字以内で、英字を1文字以上含めて入力してください。',
  slugTaken: 'このスラッグは別の記事・カテゴリで使われています。',
  channelUnknown: 'このチャネルはありません。',
  categoryUnknown: 'このカテゴリはありません。',
  orderIncomplete: '並べ替えには一覧のすべての項目を一度ずつ含めてください。',
  notFound: 'この項目はありません。',
  versionUnknown: 'この版は残っていません。',
  labels: {
    title: 'タイトル',
    area: 'エリア',
    link: 'リンク先',
    alt: '代替テキスト',
    name: 'カテゴリ名',
    key: 'スラッグ',
    summary: '概要',
    body: '本文',
    publish_from: '公開開始',
    publish_to: '公開終了',
  },
  summaries: {
    list: (kind: string) => `${kind}の一覧（チャネル別、並び順）`,
    get: (kind: string) => `${kind}を1件`,
    create: (kind: string) => `${kind}を作成。公開サイトを更新`,
    save: (kind: string) => `${kind}を保存（版の確認つき）。公開サイトを更新`,
    remove: (kind: string) => `${kind}を削除（版の確認つき）。公開サイトを更新`,
    order: (kind: string) => `${kind}を並べ替え。公開サイトを更新`,
    versions: (kind: string) => `${kind}の保存された版`,
    restore: (kind: string) => `${kind}をこの版に戻す（新しい版として保存）`,
    image: 'コンテンツの画像をアップロード（バナー・ブログ）',
  },
  kinds: {
    banners: 'バナー',
    'blog-posts': 'ブログ記事',
    'blog-categories': 'ブログカテゴリ',
  },
} as const;
