import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { CARD_MESSAGES as M } from '../../lib/cards/cards.messages';
import type { UserCard } from '../../lib/cards/cards.schema';
import {
  $cards,
  type CardResult,
  loadCards,
  makeMainCard,
  removeCard,
} from '../../lib/cards/cards.store';
import { takeFlash } from '../../lib/shared/flash.store';
import { useGuard } from '../auth/useGuard';
import Button from '../shared/Button';
import ConfirmButton from '../shared/ConfirmButton';

function CardEntry({ card, report }: { card: UserCard; report(r: CardResult): void }) {
  const label = `${card.brand} ${card.masked_number}`;
  return (
    <li className="address-card" aria-label={label}>
      <p className="address-card__marks">
        {card.is_main && <span className="badge badge--accent">{M.mainMark}</span>}
        {card.is_expired && <span className="badge badge--warning">{M.expiredMark}</span>}
      </p>
      <p className="address-card__name">{label}</p>
      <p>
        {M.expires(card.expiration)} {card.name}
      </p>
      {card.is_expired && <p className="form-field__hint">{M.expiredNote}</p>}
      <div className="address-card__actions">
        {!card.is_main && (
          <Button
            className="btn btn--ghost btn--small"
            onClick={async () => report(await makeMainCard(card.id))}
          >
            {M.setMain}
          </Button>
        )}
        <ConfirmButton
          label={M.delete}
          cancelLabel={M.cancel}
          question={M.confirmDelete(label)}
          onConfirm={async () => report(await removeCard(card.id))}
        />
      </div>
    </li>
  );
}

/** /mypage/card/: saved cards with the main mark, make main, delete (with a confirmation step). */
export default function CardList({ settings }: { settings: GuardSettings }) {
  const ready = useGuard('login-only', settings);
  const cards = useStore($cards);
  const [status, setStatus] = useState<CardResult | null>(null);
  useEffect(() => {
    if (!ready) return;
    const flashed = takeFlash();
    if (flashed) setStatus({ ok: true, message: flashed.message });
    void loadCards().then((refused) => {
      if (refused) setStatus({ ok: false, message: refused, fields: {} });
    });
  }, [ready]);
  if (ready && !cards && status?.ok === false) {
    return <p className="message message--error">{status.message}</p>;
  }
  if (!ready || !cards) return <p aria-busy="true">{M.loading}</p>;
  return (
    <div className="address-book">
      <p
        role="status"
        className={status ? `message message--${status.ok ? 'success' : 'error'}` : ''}
      >
        {status?.message}
      </p>
      <div className="address-book__head">
        <p>{M.count(cards.items.length, cards.limit)}</p>
        {cards.items.length < cards.limit && (
          <a className="btn btn--primary" href="/mypage/card/add/">
            {M.add}
          </a>
        )}
      </div>
      {cards.items.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul className="address-list" aria-label={M.title}>
          {cards.items.map((c) => (
            <CardEntry key={c.id} card={c} report={setStatus} />
          ))}
        </ul>
      )}
    </div>
  );
}
