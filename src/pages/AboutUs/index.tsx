import { ABOUT_US_PAGE } from '@/content/pages/aboutUs';
import AboutView from '@/features/company/AboutView';
import { firmStructuredData } from '@/lib/structuredData/firm';
import { useHead } from '@/prerender';

/** /aboutUs: who we are, history, offices, how experts are vetted and the compliance statement. */
export default function AboutUsPage() {
  useHead({ structuredData: firmStructuredData });
  return <AboutView words={ABOUT_US_PAGE} />;
}
