import type { FormVariant } from '../../../../contract/account/user-form.schema';
import type { Channel } from '../../../http/types';

/** Form layout file names tried in order: theme + channel, theme, default (spec §9). */
export function layoutCandidates(channel: Channel, matter: string): string[] {
  const theme = channel.customer ?? channel.theme;
  return [`${theme}.${channel.id}/${matter}`, `${theme}/${matter}`, `default/${matter}`];
}

/** The variant of the user form for a channel (business channels ask company, school a strict password). */
export function formVariant(channel: Channel): FormVariant {
  const theme = channel.customer ?? channel.theme;
  if (theme === 'benefit') return 'business';
  if (theme === 'school') return 'school';
  return 'standard';
}
