import { ENGLISH_EXPERT_NETWORK } from '@/content/en/expertNetwork';
import ExpertNetworkView from '@/features/experts/ExpertNetworkView';

/** /en/experts: the expert network page for professionals outside China; the online application is in Chinese, and says so. */
export default function EnglishExpertsPage() {
  return <ExpertNetworkView words={ENGLISH_EXPERT_NETWORK.words} />;
}
