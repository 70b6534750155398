import enUS from 'antd/es/locale/en_US';

import { LeadEditionContext, useLeadEdition } from '../edition';
import { ENGLISH_RULES } from '../englishRules';
import LeadFormEngine, { type LeadFormEngineProps } from './LeadFormEngine';

/**
 * The engine of an English form: the page's English words, with what only the running form needs, loaded with its
 * controls rather than with the page: the numbering plans of every country and antd's English locale.
 */
export default function EnglishLeadFormEngine(props: LeadFormEngineProps) {
  const words = useLeadEdition();
  return (
    <LeadEditionContext.Provider value={{ ...words, rules: ENGLISH_RULES, antdLocale: enUS }}>
      <LeadFormEngine {...props} />
    </LeadEditionContext.Provider>
  );
}
