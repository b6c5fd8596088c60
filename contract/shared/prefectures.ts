import { PREFECTURES } from './prefectures.messages';

/** The 47 prefectures in JIS order (code = index + 1), shared by the address forms and the postal API. */
export { PREFECTURES };

/** One prefecture's name. */
export type Prefecture = (typeof PREFECTURES)[number];
