import { LeadEditionContext } from '../edition';
import { ENGLISH_FORMS_EDITION } from '../englishEdition';
import LeadFormEngine, { type LeadFormEngineProps } from './LeadFormEngine';

/**
 * The engine of an English form: the same engine in the English edition, whose rules, words and antd locale load with
 * the form's controls rather than with the page (every country's numbering plan among them).
 */
export default function EnglishLeadFormEngine(props: LeadFormEngineProps) {
  return (
    <LeadEditionContext.Provider value={ENGLISH_FORMS_EDITION}>
      <LeadFormEngine {...props} />
    </LeadEditionContext.Provider>
  );
}
