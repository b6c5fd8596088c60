/** Japanese copy of the back office's inquiry calls (`/v1/admin/inquiries`): refusals and labels. */
export const BACK_OFFICE_INQUIRY_MESSAGES = {
  keywordMax: '検索語は100文字以内で入力してください。',
  statusChoice: '状態は 新規・対応中・回答済み・クローズ から選んでください。',
  categoryChoice: 'お問い合わせの種類を正しく指定してください。',
  versionRequired: '画面を開いたときの版（version）を指定してください。',
  replyRequired: '回答の内容を入力してください。',
  replyMax: '回答は4000文字以内で入力してください。',
  noteRequired: '社内メモを入力してください。',
  noteMax: '社内メモは2000文字以内で入力してください。',
  assigneeChoice: '担当者はオペレーターかオーナーから選んでください。',
  stale:
    'ほかの担当者（またはお客様）がこのお問い合わせを先に更新しました。最新のやりとりを確認してからやり直してください。',
  staleBecause: (why: string) =>
    `ほかの担当者（またはお客様）がこのお問い合わせを先に更新しました（${why}）。最新のやりとりを確認してください。`,
  closedNoReply: 'クローズしたお問い合わせには回答できません。対応中に戻してから回答してください。',
  sameStatus: (label: string) => `このお問い合わせはすでに「${label}」です。`,
  transition: (from: string, to: string) => `「${from}」から「${to}」には変更できません。`,
  sameAssignee: 'その担当者はすでに割り当てられています。',
  tokenActor: '管理トークン',
  statusLabels: {
    new: '新規',
    in_progress: '対応中',
    answered: '回答済み',
    closed: 'クローズ',
  },
} as const;
