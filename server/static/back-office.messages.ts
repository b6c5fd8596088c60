/** Japanese copy of the back-office host's own pages. */
export const BACK_OFFICE_PAGE_MESSAGES = {
  title: '管理画面を準備しています',
  notBuilt:
    '管理画面を準備しています。ビルドが終わるまで少しお待ちいただき、ページを再読み込みしてください。',
} as const;
