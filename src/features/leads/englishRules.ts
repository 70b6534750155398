/**
 * The rules of the English forms: their words (./englishRuleWords.ts) and mobile numbers of any country
 * (./intlPhone.ts). The mocked API checks an English form's lead with them, and the English forms' controls run them
 * (./engine/EnglishLeadFormEngine.tsx). Relative imports only.
 */
import { ENGLISH_RULE_WORDS } from './englishRuleWords';
import { intlMobileProblem } from './intlPhone';
import type { LeadRules } from './validation';

let regions: Intl.DisplayNames | undefined;
/** A region's English name ('GB' → 'United Kingdom'); its code where the runtime has no names. */
const regionName = (code: string) => {
  regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regions.of(code) ?? code;
};

export const ENGLISH_RULES: LeadRules = { ...ENGLISH_RULE_WORDS, checkPhone: (text) => intlMobileProblem(text, regionName) };
