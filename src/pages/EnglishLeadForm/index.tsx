import { useLocation } from '@umijs/max';
import { lazy } from 'react';

import { FormArt } from '@/components/Illustrations/FormArt';
import PageHero from '@/components/PageHero';
import { counterpartOf } from '@/config/editions';
import { englishFormAt } from '@/config/forms/englishForms';
import { pagePath } from '@/config/pagePath';
import { ENGLISH_FORM_BODY } from '@/content/en/leadForms';
import { ENGLISH_FORM_PAGES } from '@/content/en/leadPages';
import { FormBody } from '@/features/leads/page/FormBody';
import { FormPageContext } from '@/features/leads/page/formPageWords';

// The form's controls in the English edition (its rules, words and every country's numbering plan): fetched early at
// low priority, run when the visitor reaches for the form, as a Chinese form's are.
/** The picture's pill holds "3 working days". */
const ENGLISH_BADGE_WIDTH = 136;

/** The side column in English, and the English notice and compliance centre. */
const ENGLISH_FORM_PAGE = {
  body: ENGLISH_FORM_BODY,
  paths: { privacy: counterpartOf('/privacy', 'en'), compliance: counterpartOf('/compliance', 'en') },
};

const EnglishLeadFormEngine = lazy(() => import(/* webpackPrefetch: true */ '@/features/leads/engine/EnglishLeadFormEngine'));

/**
 * Each English form's page (/en/contact, /en/experts/apply: src/config/forms/englishForms.ts): its hero, then the form on
 * the same engine and rules as the Chinese forms, in the English edition's words.
 */
export default function EnglishLeadFormPage() {
  const form = englishFormAt(pagePath(useLocation().pathname))!;
  const words = ENGLISH_FORM_PAGES[form.key];
  return (
    <FormPageContext.Provider value={ENGLISH_FORM_PAGE}>
      <div className="lead-page" data-testid="lead-page">
        <PageHero
          eyebrow={words.hero.eyebrow}
          title={words.hero.title}
          lead={words.hero.lead}
          art={<FormArt badge={words.badge} badgeWidth={ENGLISH_BADGE_WIDTH} />}
        />
        <FormBody form={form} highlights={words.highlights} Engine={EnglishLeadFormEngine} />
      </div>
    </FormPageContext.Provider>
  );
}
