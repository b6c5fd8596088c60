import { useStore } from '@nanostores/react';
import { ADDRESS_MESSAGES as M } from '../../../contract/addresses/addresses.messages';
import type { UserAddress } from '../../../contract/addresses/addresses.schema';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { fullName } from '../../lib/addresses/addresses.model';
import {
  $addressBook,
  type AddressResult,
  addressBook,
  makeDefaultAddress,
  makeSenderAddress,
  removeAddress,
  removeOtherAddresses,
} from '../../lib/addresses/addresses.store';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import Button from '../shared/Button';
import ConfirmButton from '../shared/ConfirmButton';
import RecordBook from '../shared/RecordBook';
import { useRecordBook } from '../shared/useRecordBook';
import AddressCsv from './AddressCsv';

function Entry({ a, report }: { a: UserAddress; report(r: AddressResult): void }) {
  const name = fullName(a);
  return (
    <li className="address-card" aria-label={name}>
      <p className="address-card__marks">
        {a.division_ct === 1 && <span className="badge">{M.ownMark}</span>}
        {a.is_default && <span className="badge badge--accent">{M.defaultMark}</span>}
        {a.is_sender_default && <span className="badge">{M.senderMark}</span>}
      </p>
      <p className="address-card__name">
        {name}
        {a.name && <span className="address-card__label">{PUNCTUATION.paren(a.name)}</span>}
      </p>
      <p>
        {M.postalMark}
        {a.formatted_postal_code} {a.full_address}
      </p>
      <p>{a.phone_number || a.cell_phone_number}</p>
      <div className="address-card__actions">
        <a className="btn btn--ghost btn--small" href={`/mypage/address/${a.id}/edit/`}>
          {M.edit}
        </a>
        {!a.is_default && (
          <Button
            className="btn btn--ghost btn--small"
            onClick={async () => report(await makeDefaultAddress(a.id))}
          >
            {M.setDefault}
          </Button>
        )}
        {!a.is_sender_default && (
          <Button
            className="btn btn--ghost btn--small"
            onClick={async () => report(await makeSenderAddress(a.id))}
          >
            {M.setSender}
          </Button>
        )}
        {a.division_ct !== 1 && (
          <ConfirmButton
            label={M.delete}
            cancelLabel={M.cancel}
            question={M.confirmDelete(name)}
            onConfirm={async () => report(await removeAddress(a.id))}
          />
        )}
      </div>
    </li>
  );
}

/** /mypage/address/: the address book with default marks, delete, delete all, CSV import/export. */
export default function AddressBook({ settings }: { settings: GuardSettings }) {
  const state = useRecordBook(addressBook, settings);
  const book = useStore($addressBook);
  return (
    <RecordBook
      state={state}
      list={book}
      text={M}
      addHref="/mypage/address/add/"
      footer={
        <>
          {book?.items.some((a) => a.division_ct !== 1) && (
            <ConfirmButton
              label={M.deleteAll}
              cancelLabel={M.cancel}
              question={M.confirmDeleteAll}
              onConfirm={async () => addressBook.report(await removeOtherAddresses())}
            />
          )}
          <AddressCsv report={addressBook.report} />
        </>
      }
    >
      {book?.items.map((a) => (
        <Entry key={a.id} a={a} report={addressBook.report} />
      ))}
    </RecordBook>
  );
}
