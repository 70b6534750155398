import NotFoundPanel from '@/components/NotFoundPanel';
import { NOT_FOUND_PAGE } from '@/content/pages/notFound';

export default function NotFoundPage() {
  return <NotFoundPanel words={NOT_FOUND_PAGE} home="/" />;
}
