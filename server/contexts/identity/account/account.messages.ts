/** Japanese copy the account domain writes into members' records. */
export const ACCOUNT_MESSAGES = {
  /** The name of the address a registration creates from the member's own address. */
  homeAddressName: 'ご自宅',
} as const;
