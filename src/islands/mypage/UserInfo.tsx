import { useEffect } from 'react';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_LABELS as L,
  PROFILE_MESSAGES as M,
  SCHOOL_MESSAGES,
} from '../../../contract/account/account.messages';
import { formatPostalCode } from '../../../contract/account/normalize';
import { GENDERS, NEWSLETTER } from '../../../contract/shared/fields.messages';
import { $me, loadMe } from '../../lib/account/account.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { useGuard } from '../auth/useGuard';
import FlashNotice from '../shared/FlashNotice';
import Loading from '../shared/Loading';
import { useHydratedStore } from '../shared/useHydratedStore';

/** /mypage/user_info/: the member's registered data. */
export default function UserInfo({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const me = useHydratedStore($me);
  useEffect(() => {
    if (ready) loadMe();
  }, [ready]);
  if (!ready || me === undefined) return <Loading text={ACCOUNT_MESSAGES.loading} />;
  if (!me) return <p className="message message--error">{M.loadFailed}</p>;
  const rows: [string, string][] = [
    [L.code, me.code],
    [L.email, me.email],
    [L.username, me.username ?? '—'],
    [L.name, `${me.last_name} ${me.first_name}`],
    [L.kana, `${me.last_name_kana} ${me.first_name_kana}`.trim() || '—'],
    ...(me.company_name ? ([[L.company, me.company_name]] as [string, string][]) : []),
    ...(me.school
      ? ([[SCHOOL_MESSAGES.infoLabel, me.school_name || me.school]] as [string, string][])
      : []),
    [
      L.address,
      M.address(
        formatPostalCode(me.postal_code),
        `${me.prefecture}${me.city}${me.address1} ${me.address2}`,
      ),
    ],
    [L.phone, me.phone_number || '—'],
    [L.gender, GENDERS[me.gender] ?? '—'],
    [L.newsletter, NEWSLETTER[me.is_receive_newsletter ? 1 : 0] ?? '—'],
    [L.emailVerified, me.is_email_verified ? M.verified : M.unverified],
  ];
  return (
    <div className="account-panel">
      <FlashNotice />
      <dl className="definition-list">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="btn btn--block" href="/mypage/user_info/edit/">
        {M.edit}
      </a>
      <a className="btn btn--ghost btn--block" href="/ec/">
        {ACCOUNT_MESSAGES.backToHome}
      </a>
    </div>
  );
}
