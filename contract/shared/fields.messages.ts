/** Japanese messages and hints of the user-form rules (spec §5). */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label}を入力してください。`,
  currentPasswordForAnswer: '秘密の質問の答えを変更するには、現在のパスワードを入力してください。',
  currentPasswordWrong: '現在のパスワードが正しくありません。',
  select: (label: string) => `${label}を選択してください。`,
  maxLength: (label: string, max: number) => `${label}は${max}文字以内で入力してください。`,
  kana: (label: string) => `${label}は全角カタカナで入力してください。`,
  postal: '郵便番号は123-4567の形式で入力してください。',
  postalHint: '半角数字7桁で入力してください（例：123-4567）。',
  phone: (label: string) =>
    `${label}の形式が正しくありません。0から始まる10〜11桁の数字で入力してください。`,
  phoneHint: '半角数字、ハイフンなし11桁以内で入力してください。',
  email: 'メールアドレスの形式が正しくありません。',
  passwordMin: (min: number) => `パスワードは${min}文字以上で入力してください。`,
  passwordMax: 'パスワードは64文字以内で入力してください。',
  passwordMix: 'パスワードは半角英字と数字を組み合わせて入力してください。',
  passwordChars: 'パスワードに使える文字は半角英数字と記号「-」「_」「.」です。',
  passwordCharsAscii: 'パスワードは半角英数字・記号で入力してください。',
  passwordHint: '8文字以上で、半角英字と数字を組み合わせてください。',
  passwordConfirm: '確認用のパスワードが一致しません。',
  username: 'ユーザー名は半角英数字と「-」「_」「.」の3〜32文字で入力してください。',
  question: '秘密の質問を選択してください。',
  answer: '秘密の質問の答えを入力してください。',
  gender: '性別を選択してください。',
  newsletter: 'メールマガジンの受け取りを選択してください。',
  birthday: '生年月日の日付が正しくありません。',
  date: (label: string) => `${label}は正しい日付（例：2026-04-01）で入力してください。`,
  endBeforeStart: (end: string, start: string) => `${end}は${start}以降の日付を入力してください。`,
  nameHint: '全角で入力してください。',
  usernameTaken: 'このユーザー名は使用できません。',
} as const;

/** Security questions 1-4 (spec §3). */
export const SECURITY_QUESTIONS: Record<number, string> = {
  1: '初めて飼ったペットの名前は？',
  2: '母親の旧姓は？',
  3: '卒業した小学校の名前は？',
  4: '好きな食べ物は？',
};

/** Gender 1-4 (spec §3). */
export const GENDERS: Record<number, string> = {
  1: '男性',
  2: '女性',
  3: 'その他',
  4: '回答しない',
};

/** Newsletter 1 receive, 0 do not (spec §3). */
export const NEWSLETTER: Record<number, string> = { 1: '受け取る', 0: '受け取らない' };
