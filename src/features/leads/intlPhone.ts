/**
 * Mobile numbers of any country, given with their country code: checked against each country's numbering plan by
 * libphonenumber-js (its mobile-only metadata). Loaded by the English forms and the mocked API only: the Chinese forms
 * ask for mainland numbers and do not carry its metadata. Relative imports only: mock/ imports this file.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import metadata from 'libphonenumber-js/mobile/metadata';

import type { PhoneProblem } from './validation';

/** The countries of each calling code, its main country first ('44': GB, GG, IM, JE). */
const COUNTRIES_OF_CODE: Readonly<Record<string, readonly string[]>> = metadata.country_calling_codes;

/** The calling code a number starts with (1 to 3 digits), if any country has it. */
const callingCodeOf = (digits: string): string | undefined =>
  [1, 2, 3].map((n) => digits.slice(0, n)).find((code) => code in COUNTRIES_OF_CODE);

/**
 * Why a number (normalized: '+', then digits) is no mobile number of its country, or null when it is one.
 * `regionName` names a region by its ISO code in the form's language (null where it cannot).
 */
export function intlMobileProblem(text: string, regionName: (code: string) => string | null): PhoneProblem | null {
  if (!/^\+\d+$/.test(text)) return 'noCountryCode';
  const code = callingCodeOf(text.slice(1));
  if (!code) return 'unknownCode';
  const parsed = parsePhoneNumberFromString(text);
  if (parsed?.isValid()) return null;
  // The number's own region where its digits tell it, else the code's main country (+44: United Kingdom); a code of
  // no country (+800, '001') by itself.
  const region = parsed?.country ?? COUNTRIES_OF_CODE[code][0];
  const name = /^[A-Z]{2}$/.test(region) ? regionName(region) : null;
  return { region: name ? `${name}, +${code}` : `+${code}` };
}

/** A valid number as the platform dials it (E.164: `+44 (0)7400 123456` → `+447400123456`); else the text as it is. */
export function intlMobileNumber(text: string): string {
  const parsed = /^\+\d+$/.test(text) ? parsePhoneNumberFromString(text) : undefined;
  return parsed?.isValid() ? parsed.number : text;
}
