import { useStore } from '@nanostores/react';
import { ORDER_MESSAGES as M } from '../../../contract/orders/orders.messages';
import { buyAgainNotes } from '../../lib/orders/orders.model';
import { $buyAgain, buyAgain } from '../../lib/orders/orders.store';
import Button from '../shared/Button';

/** もう一度購入 for the whole order, and what came of the last buy again (any line's included). */
export default function BuyAgain() {
  const state = useStore($buyAgain);
  const busy = state.status === 'busy';
  return (
    <section className="buy-again" aria-label={M.buyAgain}>
      <Button
        className="btn btn--accent buy-again__button"
        disabled={busy}
        onClick={() => buyAgain()}
      >
        {M.buyAgain}
      </Button>
      <div role="status" className="buy-again__result">
        {busy && <p className="buy-again__busy">{M.buyAgainBusy}</p>}
        {state.status === 'error' && <p className="message message--error">{state.message}</p>}
        {state.status === 'done' && <BuyAgainResult {...buyAgainNotes(state.lines)} />}
      </div>
    </section>
  );
}

function BuyAgainResult({ added, notes }: { added: number; notes: string[] }) {
  return (
    <div className={`message ${added > 0 ? 'message--success' : 'message--warning'}`}>
      <p className="buy-again__summary">
        {added > 0 ? M.buyAgainAdded(added) : M.buyAgainNoneAdded}
        {added > 0 && (
          <>
            {' '}
            <a href="/cart/">{M.buyAgainToCart}</a>
          </>
        )}
      </p>
      {notes.length > 0 && (
        <ul className="buy-again__notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
