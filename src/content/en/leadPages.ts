/**
 * The pages of the English forms (/en/contact, /en/experts/apply) and of their results (…/result): one page each for
 * every English form, in its own words here, by the form's key.
 */
import type { EnglishFormKey } from '../../config/forms/englishForms';
import { ANSWER_DAYS } from '../answerDays';
import type { RelatedLink } from '../formResults';
import { workingDays } from './dates';
import { ENGLISH_FIRM } from './firm';

interface EnglishFormPage {
  /** The search result's and the share card's text. */
  description: string;
  hero: { eyebrow: string; title: string; lead: string };
  /** Beside the form: what the visitor gets. */
  highlights: readonly string[];
  /** The pill of the hero's picture: how soon we answer. */
  badge: string;
  result: {
    description: string;
    thanks: { title: string; text: string };
    /** Opened without a submission (a bookmark, a shared link). */
    pending: { text: string; form: string };
    steps: readonly string[];
    related: readonly RelatedLink[];
  };
}

const REPLY = `A consultant replies by email within ${workingDays(ANSWER_DAYS.enquiry)}`;
const EXPERT_CALL = `Our expert team calls you within ${workingDays(ANSWER_DAYS.expertCall)}`;
const READ_ON: readonly RelatedLink[] = [
  { label: 'Our services', path: '/en/services' },
  { label: 'How we keep expert calls compliant', path: '/en/compliance' },
  { label: 'Research', path: '/en/research' },
];

export const ENGLISH_FORM_PAGES: Record<EnglishFormKey, EnglishFormPage> = {
  'en-contact': {
    description: `Tell ${ENGLISH_FIRM.name} what you need to know: a consultant replies by email within ${workingDays(ANSWER_DAYS.enquiry)} with a first match of experts.`,
    hero: {
      eyebrow: 'Contact us',
      title: 'Tell us the question you need an expert for',
      lead: `Write in English. ${REPLY}, and proposes experts and a plan within ${workingDays(ANSWER_DAYS.proposal)} of understanding your question.`,
    },
    highlights: [
      'A consultant who knows the industry reads your question',
      'A first match of experts, screened for conflicts before any call',
      'A proposal and a quote before anything is booked',
    ],
    badge: workingDays(ANSWER_DAYS.enquiry),
    result: {
      description: 'The confirmation of an enquiry sent from the English site, and what happens next.',
      thanks: { title: 'Thank you: your enquiry has arrived', text: `${REPLY}.` },
      pending: { text: 'Once you send the enquiry form, its reference number shows here.', form: 'Go to the enquiry form' },
      steps: [
        `${REPLY}, to understand your question and your timing.`,
        `Within ${workingDays(ANSWER_DAYS.proposal)} of that, you receive profiles of matched experts and a quote.`,
        'Once you choose, we check each expert for conflicts and book the call.',
      ],
      related: READ_ON,
    },
  },
  'en-expert-apply': {
    description: `Apply to join ${ENGLISH_FIRM.name}’s expert network in about five minutes: paid phone and video consultations at times you choose.`,
    hero: {
      eyebrow: 'Expert network',
      title: 'Apply to join our expert network',
      lead: `About five minutes, in English. ${EXPERT_CALL} to confirm your background; clients see only a summary of it, and only with your consent.`,
    },
    highlights: [
      'Paid consultations by phone or video, at times you choose',
      'Your name and employer are never shared without your consent to a given project',
      'A short compliance briefing before your first call',
    ],
    badge: workingDays(ANSWER_DAYS.expertCall),
    result: {
      description: 'The confirmation of an expert application sent from the English site, and what happens next.',
      thanks: { title: 'Thank you: your application has arrived', text: `${EXPERT_CALL} to confirm your background.` },
      pending: { text: 'Once you send the application, its reference number shows here.', form: 'Go to the application' },
      steps: [
        `${EXPERT_CALL} to confirm your background and the topics you know.`,
        'You take our short compliance briefing, and your profile joins the network.',
        'When a client’s question matches your experience, we invite you, naming the topic before you accept.',
      ],
      related: [
        { label: 'How consultations work', path: '/en/experts' },
        { label: 'Our rules for experts', path: '/en/compliance' },
      ],
    },
  },
};
