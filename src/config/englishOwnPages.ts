/**
 * The English pages of one visitor's own: a submission's result. No Chinese page says the same (each Chinese form has
 * its own), no search lists them and they are not shared; the language switch leads from them to the Chinese home.
 * Apart from the pairs of ./editions.ts, which the Chinese frame carries for its switch: these ride only with the
 * English edition.
 */
import { ENGLISH_CONTACT_PATH, ENGLISH_EXPERT_APPLY_PATH } from './editions';

export const ENGLISH_CONTACT_RESULT_PATH = `${ENGLISH_CONTACT_PATH}/result`;
export const ENGLISH_EXPERT_APPLY_RESULT_PATH = `${ENGLISH_EXPERT_APPLY_PATH}/result`;

export const ENGLISH_OWN_PAGES = [ENGLISH_CONTACT_RESULT_PATH, ENGLISH_EXPERT_APPLY_RESULT_PATH] as const;

export type EnglishOwnPath = (typeof ENGLISH_OWN_PAGES)[number];
