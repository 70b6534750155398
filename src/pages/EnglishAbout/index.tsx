import { ENGLISH_ABOUT } from '@/content/en/about';
import AboutView from '@/features/company/AboutView';

/** /en/about: the about page for overseas clients; the pages it links to are in Chinese, and each link says so. */
export default function EnglishAboutPage() {
  return <AboutView words={ENGLISH_ABOUT.words} />;
}
