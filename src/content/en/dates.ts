/** Dates in the English edition's words. */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A number of years: '1 year', '5 years'. */
export const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);

/** A number of working days, in words where it reads better. */
export const workingDays = (n: number) => (n === 1 ? 'one working day' : `${n} working days`);

/** A day as an English reader writes it: 12 November 2026. */
export const englishDate = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`;
