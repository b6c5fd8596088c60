/** The kept versions of an edited record (content, layouts, taxonomy pages): keep, list, read one, forget them. */
export { forgetVersions, keepVersion, keptVersion, keptVersions } from './versions.queries';
