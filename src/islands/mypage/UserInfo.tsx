import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { SCHOOL_MESSAGES } from '../../lib/account/account.messages';
import { $me, loadMe } from '../../lib/account/account.store';
import { GENDERS } from '../../lib/account/fields.messages';
import { formatPostalCode } from '../../lib/account/normalize';
import type { GuardSettings } from '../../lib/auth/auth.guards';
import { useGuard } from '../auth/useGuard';

/** /mypage/user_info/: the member's registered data. */
export default function UserInfo({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const me = useStore($me);
  useEffect(() => {
    if (ready) loadMe();
  }, [ready]);
  if (!ready || me === undefined) return <p aria-busy="true">読み込み中…</p>;
  if (!me) return <p className="message message--error">会員情報を読み込めませんでした。</p>;
  const rows: [string, string][] = [
    ['会員番号', me.code],
    ['メールアドレス', me.email],
    ['ユーザー名', me.username ?? '—'],
    ['お名前', `${me.last_name} ${me.first_name}`],
    ['フリガナ', `${me.last_name_kana} ${me.first_name_kana}`.trim() || '—'],
    ...(me.company_name ? ([['会社名・団体名', me.company_name]] as [string, string][]) : []),
    ...(me.school
      ? ([[SCHOOL_MESSAGES.infoLabel, me.school_name || me.school]] as [string, string][])
      : []),
    [
      '住所',
      `〒${formatPostalCode(me.postal_code)} ${me.prefecture}${me.city}${me.address1} ${me.address2}`,
    ],
    ['電話番号', me.phone_number || '—'],
    ['性別', GENDERS[me.gender] ?? '—'],
    ['メールマガジン', me.is_receive_newsletter ? '受け取る' : '受け取らない'],
    ['メールアドレスの確認', me.is_email_verified ? '確認済み' : '未確認'],
  ];
  return (
    <div className="account-panel">
      <dl className="definition-list">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="btn btn--block" href="/mypage/user_info/edit/">
        会員情報を変更する
      </a>
      <a className="btn btn--ghost btn--block" href="/ec/">
        会員ホームへ戻る
      </a>
    </div>
  );
}
