/** Suggestions and no-results help (`/v1/search/*`). */
export { searchRoutes } from './search.routes';
/** The shop's search synonyms (`/v1/admin/search-synonyms`). */
export { adminSynonymRoutes } from './synonyms.routes';
