import type * as v from 'valibot';

type Issue = v.BaseIssue<unknown>;

/** Japanese copy for valibot's built-in checks, used when a schema gives no message of its own. */
const ISSUE_MESSAGES: Record<string, (issue: Issue) => string> = {
  integer: () => '整数で入力してください。',
  min_value: (i) => `${String(i.requirement)}以上で入力してください。`,
  max_value: (i) => `${String(i.requirement)}以下で入力してください。`,
  min_length: (i) => `${String(i.requirement)}文字以上で入力してください。`,
  max_length: (i) => `${String(i.requirement)}文字以内で入力してください。`,
  length: (i) => `${String(i.requirement)}文字で入力してください。`,
  regex: () => '形式が正しくありません。',
  email: () => 'メールアドレスの形式が正しくありません。',
  url: () => 'URLの形式が正しくありません。',
  picklist: () => '選択肢の中から選んでください。',
  non_empty: () => '入力してください。',
  strict_object: () => '不明な項目が含まれています。',
};

/** valibot's default messages are English and start like this; custom ones are kept as written. */
const DEFAULT_MESSAGE = /^Invalid [a-z ]+: /;

/** A Japanese message for one validation issue. */
export function japaneseIssueMessage(issue: Issue): string {
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  if (issue.kind === 'schema' && issue.received === 'undefined') return '入力してください。';
  const make = ISSUE_MESSAGES[issue.type];
  return make ? make(issue) : '入力内容の形式が正しくありません。';
}
