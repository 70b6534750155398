import { COMPLIANCE_WORDS } from '@/content/pages/compliance';
import ComplianceView from '@/features/company/ComplianceView';

/** /compliance: the compliance centre, for a client's compliance officer and for an expert about to join. */
export default function CompliancePage() {
  return <ComplianceView words={COMPLIANCE_WORDS} />;
}
