import { PRIVACY_WORDS } from '@/content/pages/privacy';
import PrivacyView from '@/features/company/PrivacyView';

/** /privacy: the personal information notice every form's consent box links to. */
export default function PrivacyPage() {
  return <PrivacyView words={PRIVACY_WORDS} />;
}
