/** Content media files (blog and catalogue files under `/media`). */
export { contentMediaRoutes } from './content-media.routes';
/** The `/media/` path of a URL of this shop, or why it may not be read. */
export { mediaFile } from './files-contents.model';
/** The sanitised text of a media file (`/v1/files-contents`). */
export { filesContentsRoutes } from './files-contents.routes';
/** The shop's media files (`/media/*`). */
export { mediaRoutes } from './media.routes';
