/**
 * The rules of the English forms: English messages, the English consents' words and versions, and mobile numbers of any
 * country (./intlPhone.ts). The mocked API checks an English form's lead with them, and the English forms' engine runs
 * them (./englishEdition.ts). Relative imports only: mock/ imports this file.
 */
import { ENGLISH_CONSENTS } from '../../content/en/consents';
import { ENGLISH_VALIDATION_MESSAGES } from '../../content/en/validation';
import { intlMobileNumber, intlMobileProblem } from './intlPhone';
import type { LeadRules } from './validation';

let regions: Intl.DisplayNames | null | undefined;
/** A region's English name ('GB' → 'United Kingdom'), or null where the browser has no names (older Safari, Firefox). */
function regionName(code: string): string | null {
  if (regions === undefined) {
    try {
      regions = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regions = null;
    }
  }
  return regions?.of(code) ?? null;
}

export const ENGLISH_RULES: LeadRules = {
  locale: 'en',
  messages: ENGLISH_VALIDATION_MESSAGES,
  consents: ENGLISH_CONSENTS,
  checkPhone: (text) => intlMobileProblem(text, regionName),
  phoneNumber: intlMobileNumber,
};
