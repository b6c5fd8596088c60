import { ADDRESS_MESSAGES as M } from '../../../../contract/addresses/addresses.messages';
import type { UserAddressBody } from '../../../../contract/addresses/addresses.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { lockMember } from '../../../db/member-lock';
import { ApiException } from '../../../http/errors';
import {
  ADDRESS_LIMIT,
  type AddressRow,
  OWN_DIVISION,
  toAddressValues,
  toMemberValues,
} from './addresses.model';
import {
  countAddresses,
  deleteAddress,
  deleteOthers,
  findAddress,
  insertAddresses,
  keepMark,
  markOnly,
  updateAddress,
  updateMember,
} from './addresses.queries';

const notFound = () => new ApiException(404, ERROR_CODES.notFound);

async function requireAddress(tx: Tx, userId: number, id: number): Promise<AddressRow> {
  const row = await findAddress(tx, userId, id);
  if (!row) throw notFound();
  return row;
}

/** Adds entries within the member's limit, all or none (the form adds one, the CSV import many). */
export function addAddresses(db: Db, userId: number, bodies: UserAddressBody[], field = '_') {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const room = Math.max(ADDRESS_LIMIT - (await countAddresses(tx, userId)), 0);
    if (bodies.length > room) {
      const errors = { [field]: [M.csvTooMany(ADDRESS_LIMIT, room)] };
      throw new ApiException(422, ERROR_CODES.addressLimit, errors);
    }
    const rows = await insertAddresses(tx, userId, bodies.map(toAddressValues));
    await keepMark(tx, userId, 'isDefault');
    await keepMark(tx, userId, 'isSenderDefault');
    return rows;
  });
}

/** Saves an entry; the member's own address (division 1) also refreshes the member's name, kana and phone. */
export function saveAddress(db: Db, userId: number, id: number, body: UserAddressBody) {
  return db.transaction(async (tx) => {
    const before = await requireAddress(tx, userId, id);
    const row = await updateAddress(tx, userId, id, toAddressValues(body));
    if (before.divisionCt === OWN_DIVISION) await updateMember(tx, userId, toMemberValues(body));
    return row as AddressRow;
  });
}

/** Deletes one entry (never the own address); the default marks move to a remaining entry. */
export function removeAddress(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await requireAddress(tx, userId, id);
    if (row.divisionCt === OWN_DIVISION)
      throw new ApiException(422, ERROR_CODES.addressOwnUndeletable);
    await deleteAddress(tx, userId, id);
    await keepMark(tx, userId, 'isDefault');
    await keepMark(tx, userId, 'isSenderDefault');
  });
}

/** Deletes every entry but the own address, which then carries both marks. */
export function removeOtherAddresses(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    await deleteOthers(tx, userId);
    await keepMark(tx, userId, 'isDefault');
    await keepMark(tx, userId, 'isSenderDefault');
  });
}

/** Makes one entry the only default delivery address (`use`) or sender (`use-sender`). */
export function markAddress(
  db: Db,
  userId: number,
  id: number,
  mark: 'isDefault' | 'isSenderDefault',
) {
  return db.transaction(async (tx) => {
    await requireAddress(tx, userId, id);
    await lockMember(tx, userId);
    await markOnly(tx, userId, id, mark);
    return requireAddress(tx, userId, id);
  });
}
