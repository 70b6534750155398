import NotFoundPanel from '@/components/NotFoundPanel';
import { HOME_OF } from '@/config/locales';
import { ENGLISH_NOT_FOUND } from '@/content/en/notFound';

/** An English address that names no page (served with status 404, as the Chinese not-found page is). */
export default function EnglishNotFoundPage() {
  return <NotFoundPanel words={ENGLISH_NOT_FOUND.words} home={HOME_OF.en} />;
}
