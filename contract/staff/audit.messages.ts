/** Japanese copy of the audit log's filters. */
export const AUDIT_MESSAGES = {
  dateFormat: '日時は ISO 8601 形式（例: 2026-04-01T00:00:00Z）で指定してください。',
} as const;
