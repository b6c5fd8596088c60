import { useStore } from '@nanostores/react';
import { CARD_MESSAGES as M } from '../../../contract/cards/cards.messages';
import type { UserCard } from '../../../contract/cards/cards.schema';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import {
  $cards,
  type CardResult,
  cardBook,
  makeMainCard,
  removeCard,
} from '../../lib/cards/cards.store';
import Button from '../shared/Button';
import ConfirmButton from '../shared/ConfirmButton';
import RecordBook from '../shared/RecordBook';
import { useRecordBook } from '../shared/useRecordBook';

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
  const state = useRecordBook(cardBook, settings);
  const cards = useStore($cards);
  return (
    <RecordBook state={state} list={cards} text={M} addHref="/mypage/card/add/">
      {cards?.items.map((c) => (
        <CardEntry key={c.id} card={c} report={cardBook.report} />
      ))}
    </RecordBook>
  );
}
