/** The whole Drizzle schema, one module per domain. */
export * from './account';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './content';
export * from './embroidery';
export * from './favourites';
export * from './history';
export * from './inquiries';
export * from './jobs';
export * from './message-center';
export * from './orders';
export * from './postal';
export * from './receipts';
export * from './settings';
export * from './shared-state';
export * from './social-gift';
