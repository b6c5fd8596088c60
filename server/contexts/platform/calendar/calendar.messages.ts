/** Japanese copy of the shop calendar: why a day is closed, and the owners' calls' refusals. */
export const CALENDAR_MESSAGES = {
  sundays: '定休日',
  saturdays: '定休日',
  yearEnd: '年末年始休業',
  closedDay: '休業日',
  ruleNotFound: '指定の休業ルールは見つかりません',
  ruleExists: '同じ休業ルールがすでにあります',
} as const;
