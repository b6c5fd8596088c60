/** The head tag a draft preview's page carries (server/domains/previews/previews.model.ts adds it). */
export const DRAFT_PREVIEW_META = 'shop-draft-preview';

/**
 * Whether this page is a draft preview: islands then show the page's own (draft) data and neither
 * refresh it from the live API nor record anything (a view, a history entry) about it.
 */
export function isDraftPreview(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): boolean {
  return doc?.querySelector(`meta[name="${DRAFT_PREVIEW_META}"]`) != null;
}
