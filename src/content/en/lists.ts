/** What every English list page says alike: loading, failure, and the words of its cards (src/features/content/EnglishList.tsx). */
export const ENGLISH_LIST = {
  loading: 'Loading…',
  error: { title: 'Could not load', text: 'The list could not be loaded. Please try again in a moment.', retry: 'Try again' },
  card: {
    /** Before the Chinese title, where the item has an English one. */
    chineseTitle: 'Chinese title:',
    noSummary: 'No English summary yet.',
  },
} as const;
