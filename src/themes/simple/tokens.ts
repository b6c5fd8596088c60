import { BASE_TOKENS } from '../../../contract/themes/base-tokens';
import type { Tokens } from '../resolve-screen';

/** Base design tokens every theme starts from (kept in the contract: the back office previews over them). */
export const tokens: Tokens = { ...BASE_TOKENS };
