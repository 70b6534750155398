import { lazy } from 'react';

import { FormArt } from '@/components/Illustrations/FormArt';
import PageHero from '@/components/PageHero';
import { ENGLISH_CONTACT_FORM } from '@/config/forms/englishForms';
import { ANSWER_DAYS } from '@/content/answerDays';
import { ENGLISH_CONTACT_PAGE as WORDS } from '@/content/en/contactPage';
import { ENGLISH_FORM_ART } from '@/content/en/leadForms';
import { LeadEditionContext } from '@/features/leads/edition';
import { ENGLISH_FORMS_EDITION } from '@/features/leads/englishEdition';
import { FormBody } from '@/features/leads/page/FormBody';

// The form's controls with the English checks (every country's numbering plan): fetched early at low priority, run
// when the visitor reaches for the form, as a Chinese form's are.
const EnglishLeadFormEngine = lazy(() => import(/* webpackPrefetch: true */ '@/features/leads/engine/EnglishLeadFormEngine'));

/** /en/contact: the enquiry form in English, on the same engine and rules as the Chinese forms, in the English edition's words. */
export default function EnglishContactPage() {
  return (
    <LeadEditionContext.Provider value={ENGLISH_FORMS_EDITION}>
      <div className="lead-page" data-testid="lead-page">
        <PageHero
          eyebrow={WORDS.hero.eyebrow}
          title={WORDS.hero.title}
          lead={WORDS.hero.lead}
          art={<FormArt badge={ENGLISH_FORM_ART.answerBadge(ANSWER_DAYS.enquiry)} />}
        />
        <FormBody form={ENGLISH_CONTACT_FORM} highlights={WORDS.highlights} Engine={EnglishLeadFormEngine} />
      </div>
    </LeadEditionContext.Provider>
  );
}
