import { themeChoice } from '../../themes/theme-choice';

/** Whether this build is a shareholder-benefit shop (customer set `benefit`): voucher login shows. */
export async function isBenefitShop(): Promise<boolean> {
  return (await themeChoice()).customer === 'benefit';
}
