import { ENGLISH_NOT_FOUND_TITLE } from '../labels/englishRoutes';
import type { NotFoundWords } from '../pages/notFound';

/** An English address that names no page: the English edition's page not found. */
export const ENGLISH_NOT_FOUND = {
  /** The tab's title. */
  title: ENGLISH_NOT_FOUND_TITLE,
  description: 'This page of Zhiqiao Consulting does not exist.',
  words: {
    title: 'Page not found',
    text: 'The page may have moved or been removed. Check the link, or start again from our English home page.',
    home: 'Go to the English home page',
  } satisfies NotFoundWords,
};
