/** Draft previews (プレビュー): a page rendered with unsaved changes behind a link that expires. */

/** How the host renders a draft page (the build worker's loaded code), and what it answers. */
export type { DraftPageRenderer, RenderedDraft } from './previews.model';
/** `POST /v1/admin/products/{key}/preview` and `GET /v1/previews/{token}`, and what they need. */
export { type PreviewRouteOptions, previewRoutes } from './previews.routes';
