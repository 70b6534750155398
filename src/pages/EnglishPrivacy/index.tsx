import { ENGLISH_PRIVACY } from '@/content/en/privacy';
import PrivacyView from '@/features/company/PrivacyView';

/** /en/privacy: the personal information notice in English (the Chinese one prevails, and it says so). */
export default function EnglishPrivacyPage() {
  return <PrivacyView words={ENGLISH_PRIVACY.words} />;
}
