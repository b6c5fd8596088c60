import type { Role } from '../session/session.model';

/** Copy of the frame around every screen: menu, header, home. */
export const SHELL_MESSAGES = {
  skip: 'メインコンテンツへスキップ',
  menu: 'メニュー',
  menuOpen: 'メニューを開く',
  menuClose: 'メニューを閉じる',
  mainMenu: '管理メニュー',
  home: 'ホーム',
  products: '商品管理',
  productList: '商品一覧',
  productNew: '商品登録',
  productCsv: '商品CSV',
  staff: 'スタッフ管理',
  audit: '操作履歴',
  account: 'アカウント',
  totp: '二段階認証',
  signedInAs: (name: string) => `${name} さん`,
  roles: { owner: 'オーナー', editor: '編集者', operator: 'オペレーター' } satisfies Record<
    Role,
    string
  >,
  homeTitle: 'ホーム',
  homeLead: (name: string) => `${name} さん、お疲れさまです。`,
  yourAreas: 'あなたが使える機能',
  areaDescriptions: {
    products: '商品の検索・登録・編集、価格や在庫、公開設定、変更履歴からの復元',
    staff: 'スタッフの追加、役割の変更、利用停止',
    audit: '誰が・いつ・何を変更したかの確認',
  },
  operatorLead:
    'オペレーターの担当は受注・会員・お問い合わせの管理です。これらの画面は現在準備中のため、今はまだ利用できる機能がありません。',
  operatorAreas: ['受注管理', '会員管理', 'お問い合わせ管理'],
  operatorNotYet: '準備中',
  forbiddenTitle: '権限がありません',
  notFoundTitle: 'ページが見つかりません',
  backHome: 'ホームに戻る',
  change: '変更',
} as const;
