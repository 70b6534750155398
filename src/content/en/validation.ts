/** The English forms' validation messages: the Chinese ones' shape (src/content/ui/validation.ts), in English. No imports beyond types: mock/ reads them. */
import type { ValidationMessages } from '../ui/validation';

const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

export const ENGLISH_VALIDATION_MESSAGES = {
  required: {
    rating: (label: string) => `Please rate “${label}”`,
    choice: (label: string) => `Please choose your ${label.toLowerCase()}`,
    text: (label: string) => `Please enter your ${label.toLowerCase()}`,
  },
  unreadable: (label: string) => `${label} contains characters we cannot read`,
  noLineBreak: (label: string) => `${label} must be on one line`,
  tooLong: (label: string, max: number) => `${label} can be at most ${characters(max)}`,
  tooShort: (label: string, min: number) => `${label} needs at least ${characters(min)}`,
  mobile: 'Please enter an 11-digit mobile number of mainland China',
  intlMobile: {
    noCountryCode: 'Please start with + and your country code, for example +44 7400 123456',
    unknownCode: 'No country has this code: please check the digits after +',
    invalid: (region: string) => `This is not a valid mobile number (${region}): please check it`,
  },
  email: 'Please enter a valid email address',
  https: (label: string) => `${label} must be an https link`,
  personName: (label: string) => `${label} may contain only letters, spaces, hyphens, apostrophes and full stops`,
  noMarkup: (label: string) => `${label} cannot contain “<” or “>”`,
  fromOptions: (label: string) => `Please choose your ${label.toLowerCase()} from the list`,
  maxSelected: (label: string, max: number) => `${label}: choose at most ${max}`,
  ratingRange: (scale: number) => `Please choose from 1 to ${scale}`,
  date: 'Please choose a valid date',
  notBefore: (label: string, earliest: string) => `${label} cannot be before ${earliest}`,
  withinDays: (label: string, days: number) => `${label} must be within ${days} days`,
  malformed: (label: string) => `${label} is not in a form we can read`,
  tags: {
    max: (label: string, max: number) => `${label}: at most ${max} entries`,
    tooLong: (label: string, max: number) => `${label}: each entry at most ${characters(max)}`,
    noMarkup: (label: string) => `${label} cannot contain line breaks, “<” or “>”`,
  },
} satisfies ValidationMessages;
