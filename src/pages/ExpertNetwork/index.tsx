import { EXPERT_NETWORK_PAGE } from '@/content/pages/expertNetwork';
import ExpertNetworkView from '@/features/experts/ExpertNetworkView';

/** /expertNetwork: for industry professionals — how consultations go, what the firm asks of experts, how they are paid. */
export default function ExpertNetworkPage() {
  return <ExpertNetworkView words={EXPERT_NETWORK_PAGE} />;
}
