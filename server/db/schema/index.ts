/** The whole Drizzle schema, one module per domain. */
export * from './auth';
export * from './carts';
export * from './catalog';
export * from './channels';
export * from './checkout-options';
export * from './commerce';
export * from './community';
export * from './content';
export * from './content-extras';
export * from './member-data';
export * from './members';
export * from './orders';
export * from './promotions';
export * from './schools';
export * from './shopper';
export * from './stylists';
