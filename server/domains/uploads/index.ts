/** An uploaded file as the API shows it. */
export { toUploadFile } from './uploads.model';
/** Attaching uploads to an inquiry, and reading them back. */
export { attachUploads, uploadsOfInquiry } from './uploads.queries';
/** Uploading and fetching files; the upload body limit. */
export { UPLOAD_BODY_LIMIT, uploadGetRoutes, uploadPostRoutes } from './uploads.routes';
