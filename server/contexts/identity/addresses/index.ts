/** The address-book CSV export job: its name and its handler. */

/** A member's address-book entry, if it is theirs (checkout ships to one). */
export { findAddress } from './addresses.queries';
/** The address book (`/v1/me/user-addresses`). */
export { addressRoutes } from './addresses.routes';
export { EXPORT_JOB, exportAddressesJob } from './addresses-export.commands';
