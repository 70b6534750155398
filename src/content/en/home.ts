/** The English home page (/en): for overseas clients reading about the firm before first contact. */
import { grouped } from '../../lib/grouped';
import { ANSWER_DAYS } from '../answerDays';
import { ENGLISH_INDUSTRIES } from '../labels/englishIndustries';
import { ENGLISH_ROUTE_TITLES } from '../labels/englishRoutes';
import { type FigureSet, NETWORK } from '../networkFigures';
import { ENGLISH_CONTACT } from './contact';
import { ENGLISH_MONTHS as MONTHS, workingDays } from './dates';
import { IN_CHINESE } from './inChinese';

export const ENGLISH_HOME = {
  title: ENGLISH_ROUTE_TITLES['/en'],
  /** The search result's and the share card's text. */
  description:
    'Zhiqiao Consulting connects investors, consultancies and companies with industry experts in China and beyond: expert calls, custom research, surveys and training.',
  /** The share pictures' words: shorter than the page's, English takes more room than Chinese. */
  share: {
    kicker: 'Expert network',
    title: 'Industry experts on call',
    meta: `${grouped(NETWORK.experts)}+ experts in ${NETWORK.countries}+ countries`,
  },
  hero: {
    eyebrow: 'Expert network · Industry research · Corporate training',
    title: 'Industry experts on call, for decisions made with confidence',
    lead: 'From Shanghai, we connect investors, consultancies and companies with the practitioners who know their question first-hand: expert calls, custom research, surveys and training, with compliance checks at every step.',
    primary: { label: 'Talk to us', path: ENGLISH_CONTACT.form.path },
    secondary: { label: 'Our services', path: '/en#services' },
  },
  figuresLabel: 'Our network in figures',
  figures: {
    figures: [
      { value: `${grouped(NETWORK.experts)}+`, label: 'vetted industry experts' },
      { value: `${grouped(NETWORK.clients)}+`, label: 'institutional clients' },
      { value: `${NETWORK.countries}+`, label: 'countries and regions covered' },
      { value: `${NETWORK.matchHours} hours`, label: 'average time to the first experts' },
    ],
    source: `Source: Zhiqiao expert database and client records, as of ${MONTHS[NETWORK.asOf.month - 1]} ${NETWORK.asOf.year}`,
  } satisfies FigureSet,
  services: {
    title: 'What we do',
    lead: 'Each service is run by a research team that knows the industry, and every expert is screened for conflicts before a call.',
  },
  loading: 'Loading…',
  error: { title: 'Could not load', text: 'This part could not be loaded. Please try again in a moment.', retry: 'Try again' },
  industries: {
    title: 'Industries we cover',
    lead: 'Seven practice areas, each with its own researchers and expert pool.',
    /** Under each tile: its landing page is in Chinese. */
    note: 'Page in Chinese',
    /** The eighth tile, closing the grid. */
    other: {
      title: 'Another industry?',
      text: 'Our network reaches well beyond these seven. Tell us your topic.',
      path: ENGLISH_CONTACT.form.path,
    },
    words: ENGLISH_INDUSTRIES,
  },
  contact: {
    title: 'Have a question that needs an expert?',
    text: `Write to us with your research topic: a consultant answers within ${workingDays(ANSWER_DAYS.enquiry)} with a first match of experts.`,
    form: ENGLISH_CONTACT.form,
    email: ENGLISH_CONTACT.email,
    call: ENGLISH_CONTACT.call,
  },
  /** Beside a link to a page that is only in Chinese. */
  inChinese: IN_CHINESE,
  /** A service card's link to its section of the English services page. */
  details: 'More about this service',
  allServices: 'All services and how we work',
} as const;
