/** The English enquiry form's page (/en/contact) and the page its submission ends on (/en/contact/result). */
import { ANSWER_DAYS } from '../answerDays';
import type { RelatedLink } from '../formResults';
import { workingDays } from './dates';
import { ENGLISH_FIRM } from './firm';

const REPLY = `A consultant replies by email within ${workingDays(ANSWER_DAYS.enquiry)}`;

export const ENGLISH_CONTACT_PAGE = {
  /** The search result's and the share card's text. */
  description: `Tell ${ENGLISH_FIRM.name} what you need to know: ${REPLY.charAt(0).toLowerCase()}${REPLY.slice(1)} with a first match of experts.`,
  hero: {
    eyebrow: 'Contact us',
    title: 'Tell us the question you need an expert for',
    lead: `Write in English. ${REPLY}, and proposes experts and a plan within ${workingDays(ANSWER_DAYS.proposal)} of understanding your question.`,
  },
  /** Beside the form. */
  highlights: [
    'A consultant who knows the industry reads your question',
    'A first match of experts, screened for conflicts before any call',
    'A proposal and a quote before anything is booked',
  ],
} as const;

/** Where a reader goes on from the result page. */
const RELATED: readonly RelatedLink[] = [
  { label: 'Our services', path: '/en/services' },
  { label: 'How we keep expert calls compliant', path: '/en/compliance' },
  { label: 'Research', path: '/en/research' },
];

export const ENGLISH_CONTACT_RESULT = {
  description: 'The confirmation of an enquiry sent from the English site, and what happens next.',
  thanks: {
    title: 'Thank you: your enquiry has arrived',
    text: `${REPLY}.`,
  },
  pending: {
    text: 'Once you send the enquiry form, its reference number shows here.',
    form: 'Go to the enquiry form',
  },
  steps: [
    `${REPLY}, to understand your question and your timing.`,
    `Within ${workingDays(ANSWER_DAYS.proposal)} of that, you receive profiles of matched experts and a quote.`,
    'Once you choose, we check each expert for conflicts and book the call.',
  ],
  related: RELATED,
} as const;
