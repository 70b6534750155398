import { useLocation } from '@umijs/max';
import { lazy } from 'react';

import { FormArt } from '@/components/Illustrations/FormArt';
import PageHero from '@/components/PageHero';
import { englishFormAt } from '@/config/forms/englishForms';
import { pagePath } from '@/config/pagePath';
import { ENGLISH_FORM_PAGES } from '@/content/en/leadPages';
import { LeadEditionContext } from '@/features/leads/edition';
import { ENGLISH_FORMS_EDITION } from '@/features/leads/englishEdition';
import { FormBody } from '@/features/leads/page/FormBody';

// The form's controls with the English checks (every country's numbering plan): fetched early at low priority, run
// when the visitor reaches for the form, as a Chinese form's are.
const EnglishLeadFormEngine = lazy(() => import(/* webpackPrefetch: true */ '@/features/leads/engine/EnglishLeadFormEngine'));

/**
 * Each English form's page (/en/contact, /en/experts/apply: src/config/forms/englishForms.ts): its hero, then the form on
 * the same engine and rules as the Chinese forms, in the English edition's words.
 */
export default function EnglishLeadFormPage() {
  const form = englishFormAt(pagePath(useLocation().pathname))!;
  const words = ENGLISH_FORM_PAGES[form.key];
  return (
    <LeadEditionContext.Provider value={ENGLISH_FORMS_EDITION}>
      <div className="lead-page" data-testid="lead-page">
        <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title} lead={words.hero.lead} art={<FormArt badge={words.badge} />} />
        <FormBody form={form} highlights={words.highlights} Engine={EnglishLeadFormEngine} />
      </div>
    </LeadEditionContext.Provider>
  );
}
