/** Japanese copy of the admin calls' answers. */
export const ADMIN_MESSAGES = {
  clockRefused: '時刻の指定（now）は ADMIN_JOB_CLOCK=true で起動したサーバーでだけ使えます。',
} as const;
