/**
 * The English services page (/en/services): each service by the English title and summary the platform sends, the
 * industries it serves, and how an engagement runs. Each service's full page is in Chinese, and its link says so.
 */
import { ANSWER_DAYS } from '../answerDays';
import { ENGLISH_ROUTE_TITLES } from '../labels/englishRoutes';
import { ENGLISH_CONTACT } from './contact';
import { workingDays } from './dates';
import { markedChinese } from './inChinese';

export const ENGLISH_SERVICES = {
  title: ENGLISH_ROUTE_TITLES['/en/services'],
  /** The search result's and the share card's text. */
  description:
    'From expert calls and meetings to custom research, surveys, research partnerships and corporate training: what each Zhiqiao service is, who it serves, and how an engagement runs.',
  hero: {
    eyebrow: 'Services',
    title: 'Ways to put an industry expert on your question',
    lead: 'From a single call to a full research programme: each service is run by researchers who know the industry, and every expert is checked for conflicts before they speak to you.',
  },
  list: {
    title: 'Our services',
    lead: 'Where we have written a service up in English, it is here; its full page, with cases and questions answered, is in Chinese.',
  },
  service: {
    /** Before the industries a service serves. */
    serves: 'For',
    ask: 'Ask about this service',
    details: markedChinese('Full details'),
    /** A service the platform has no English for: its Chinese words show, tagged, and this says so. */
    noEnglish: 'No English description yet.',
  },
  loading: 'Loading…',
  error: { title: 'Could not load', text: 'This part could not be loaded. Please try again in a moment.', retry: 'Try again' },
  /** The engagement's steps, as the Chinese services page tells them (ENGAGEMENT_STEPS in src/content/company.ts). */
  process: {
    title: 'How an engagement runs',
    lead: 'The same steps whichever service you choose; only their scale changes.',
    steps: [
      { title: 'Your question', text: 'Send us your brief or call a consultant: the decision you face and your timing.' },
      {
        title: 'Proposal and quote',
        text: `Within ${workingDays(ANSWER_DAYS.proposal)}, a consultant proposes the mix of services, the expert profiles and a quote.`,
      },
      {
        title: 'Delivery, in step with you',
        text: 'A dedicated team runs the work and updates you at each milestone; the plan can change as you learn.',
      },
      {
        title: 'Results and review',
        text: 'We deliver, answer your questions and arrange follow-up calls or further research where needed.',
      },
    ],
  },
  contact: {
    title: 'Not sure which service fits?',
    text: 'Describe your project in a few lines and we will suggest the right mix, with a first list of experts.',
    form: ENGLISH_CONTACT.form,
    email: ENGLISH_CONTACT.email,
    call: ENGLISH_CONTACT.call,
  },
} as const;
