/** An uploaded file as the API shows it. */
export { toUploadFile } from './uploads.model';
/** Attaching uploads to an inquiry, reading them back, and one by its public id. */
export { attachUploads, findUpload, uploadsOfInquiry } from './uploads.queries';
/** Uploading and fetching files (and answering one as a safe download); the upload body limit. */
export { sendUpload, UPLOAD_BODY_LIMIT, uploadGetRoutes, uploadPostRoutes } from './uploads.routes';
