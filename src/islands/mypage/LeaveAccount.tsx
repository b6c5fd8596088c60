import { useState } from 'react';
import { leaveShop } from '../../lib/account/account.actions';
import type { GuardSettings } from '../../lib/auth/auth.guards';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';

/** /mypage/leave/: explains what is erased and asks for confirmation. */
export default function LeaveAccount({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const [agreed, setAgreed] = useState(false);
  const [state, setState] = useState<'form' | 'done'>('form');
  const [message, setMessage] = useState<string | null>(null);

  async function leave() {
    const result = await leaveShop();
    if (result.ok) setState('done');
    else setMessage(result.message);
  }

  if (state === 'done') {
    return (
      <div className="account-panel">
        <p className="message message--success" role="status">
          退会手続きが完了しました。これまでのご利用、誠にありがとうございました。
        </p>
        <a className="btn btn--block" href="/">
          トップページへ戻る
        </a>
      </div>
    );
  }
  if (!ready) return <p aria-busy="true">確認しています…</p>;
  return (
    <div className="account-panel">
      {message && (
        <p className="message message--error" role="alert">
          {message}
        </p>
      )}
      <p>退会すると、次の情報はすべて削除され、元に戻すことはできません。</p>
      <ul>
        <li>お名前・住所・電話番号などの会員情報とお届け先</li>
        <li>登録済みのクレジットカード、お気に入り、保有ポイント</li>
        <li>ログイン履歴</li>
      </ul>
      <p>ご注文の記録は、法令に基づき会計上必要な範囲で保管します。</p>
      <label className="form-choice">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
        上記を確認し、退会に同意します
      </label>
      <Button type="button" className="btn btn--block" disabled={!agreed} onClick={leave}>
        退会する
      </Button>
      <a className="btn btn--ghost btn--block" href="/ec/">
        会員ホームへ戻る
      </a>
    </div>
  );
}
