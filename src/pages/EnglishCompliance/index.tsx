import { ENGLISH_COMPLIANCE } from '@/content/en/compliance';
import ComplianceView from '@/features/company/ComplianceView';

/** /en/compliance: the compliance centre for a client's compliance officer abroad and an expert outside China. */
export default function EnglishCompliancePage() {
  return <ComplianceView words={ENGLISH_COMPLIANCE.words} />;
}
