/** The address-book CSV export job: its name and its handler. */

/** The address book (`/v1/me/user-addresses`). */
export { addressRoutes } from './addresses.routes';
export { EXPORT_JOB, exportAddressesJob } from './addresses-export.commands';
