/** The whole Drizzle schema, one module per domain. */
export * from './account';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './content';
export * from './favourites';
export * from './history';
export * from './postal';
export * from './settings';
export * from './jobs';
export * from './message-center';
export * from './receipts';
export * from './embroidery';
export * from './orders';
export * from './inquiries';
export * from './social-gift';
export * from './shared-state';
