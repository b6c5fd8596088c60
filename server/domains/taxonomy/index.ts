/** Categories (a tree), brands and makers as the back office manages them (`/v1/admin/taxonomy/*`). */
export { taxonomyRoutes } from './taxonomy.routes';
