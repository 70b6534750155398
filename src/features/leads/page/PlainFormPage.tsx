import { useMemo } from 'react';

import FactList from '@/components/FactList';
import { type ArtFamily, FamilyArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import { formHeading, type PageFormKind, type RoutedFormDefinition } from '@/config/forms';
import { FORM_EYEBROWS } from '@/content/formCopy';
import { formIntro, type RichIntro } from '@/content/formIntros';

import { FormBody } from './FormBody';

/** Hero art by kind of form: the forms' own, the survey's, the activities' for registrations. */
const ART: Record<PageFormKind, ArtFamily> = {
  service: 'forms',
  survey: 'survey',
  special: 'forms',
  insight: 'forms',
  activity: 'activities',
  download: 'forms',
  expert: 'about',
  campaign: 'forms',
};

function RichIntroBlock({ intro }: { intro: RichIntro | undefined }) {
  if (!intro) return null;
  return (
    <section className="lead-page__rich" aria-labelledby="rich-intro-title" data-testid="rich-intro">
      <div className="container">
        <h2 id="rich-intro-title">{intro.title}</h2>
        <p className="lead-page__rich-lead">{intro.lead}</p>
        <div className="grid grid--3 grid--tablet-1 lead-page__rich-grid">
          {intro.groups.map((g) => (
            <section key={g.title} className="panel lead-page__card">
              <h3>{g.title}</h3>
              <ul className="lead-page__ticks tick-list">
                {g.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

/** A form page: hero (with an event's facts), optional rich introduction, then the form. */
export function PlainFormPage({ form }: { form: RoutedFormDefinition }) {
  const facts = form.activity?.source === 'static' ? form.activity.facts : null;
  const context = useMemo(() => (facts ? { title: form.topic } : undefined), [facts, form.topic]);
  const copy = formIntro(form.key);
  return (
    <div className="lead-page" data-testid="lead-page">
      <PageHero
        eyebrow={FORM_EYEBROWS[form.kind]}
        title={formHeading(form)}
        lead={copy.intro}
        actions={
          copy.richIntro ? (
            <a className="btn btn--primary" href="#lead-form">
              {form.submitLabel}
            </a>
          ) : undefined
        }
        art={<FamilyArt family={ART[form.kind]} />}
        aside={
          facts ? (
            <div className="fact-card">
              <FactList facts={facts} testId="event-facts" />
            </div>
          ) : undefined
        }
      />
      <RichIntroBlock intro={copy.richIntro} />
      <FormBody form={form} context={context} highlights={copy.highlights} />
    </div>
  );
}
