/** The English expert network page (/en/experts): for industry professionals outside China, in the Chinese page's shape. */
import { ENGLISH_EXPERT_APPLY_PATH } from '../../config/editions';
import { grouped } from '../../lib/grouped';
import { ANSWER_DAYS } from '../answerDays';
import { EXPERTS_MAILBOX } from '../company';
import { EXPERT_CALLS, EXPERT_HOURLY_YUAN, EXPERT_PAY_TERMS } from '../facts';
import { ENGLISH_ROUTE_TITLES } from '../labels/englishRoutes';
import type { ExpertNetworkWords } from '../pages/expertNetwork';
import { ENGLISH_CONTACT } from './contact';
import { workingDays } from './dates';

const apply = { label: 'Apply online', path: ENGLISH_EXPERT_APPLY_PATH };
const writeToUs = { label: 'Email our expert team', path: `mailto:${EXPERTS_MAILBOX}` };

export const ENGLISH_EXPERT_NETWORK = {
  title: ENGLISH_ROUTE_TITLES['/en/experts'],
  /** The search result's and the share card's text. */
  description:
    'For industry professionals: paid phone and video consultations at times you choose. How calls go, the rules we ask experts to keep, and how you are paid.',
  words: {
    hero: {
      eyebrow: 'Expert network · For industry professionals',
      title: 'Your first-hand experience, valued',
      lead: 'Investors, consultancies and companies want to hear from people who know an industry before they decide. Join our network and share what you know by phone or video, when it suits you, and be paid for your time.',
      primary: apply,
      rulesLink: 'Our rules for experts',
    },
    facts: [
      { value: `${EXPERT_CALLS.usual.from}–${EXPERT_CALLS.usual.to} min`, label: 'a typical consultation' },
      { value: 'Phone · video', label: 'as you prefer' },
      { value: 'Paid monthly', label: 'for the time actually spent' },
    ],
    steps: {
      title: 'How it works',
      lead: 'Consultations are by phone or video, at times you choose; a researcher tells you the topic before each one.',
      points: [
        {
          title: 'Apply',
          text: 'Tell us about your career and your fields, in about five minutes, by the online form or by email. We use it only to match you with topics.',
        },
        {
          title: 'Background call',
          text: `Our expert team calls you within ${workingDays(ANSWER_DAYS.expertCall)}: ${EXPERT_CALLS.background} minutes to confirm your career and explain our compliance rules.`,
        },
        {
          title: 'Invitations',
          text: 'When a project matches, we tell you the topic, the length, and the kind of client and where it is based. You decide whether and when to take part.',
        },
        { title: 'Paid consultations', text: 'A researcher coordinates each call; afterwards its actual length counts towards your fee.' },
      ],
    },
    rules: {
      title: 'Our rules for experts',
      lead: 'They protect you as well as our clients: every expert signs them on joining, and we remind you before every call.',
      points: [
        {
          title: 'Keep your duties of confidentiality',
          text: 'Experts abide by China’s laws on state secrets and counter-espionage: they never discuss state or work secrets, nor a current or former employer’s confidential or material non-public information. Decline any question on trade secrets, unpublished figures or client information.',
        },
        {
          title: 'No inside information',
          text: 'Never disclose material non-public information that could move a security’s price, nor give views on matters you are bound to keep confidential.',
        },
        {
          title: 'No conflict with your employer',
          text: 'We check for conflicts before every invitation. Experts do not speak about their current employer, listed or not, and take no paid call where that employer forbids outside consulting.',
        },
        {
          title: 'A true and current background',
          text: 'Your roles and fields must be true and up to date. Tell us when your job changes: we match topics and check conflicts by it.',
        },
      ],
      more: {
        label: 'Compliance centre: cooling-off, training, what clients see, how to leave',
        path: '/en/compliance#compliance-experts-title',
      },
    },
    pay: {
      title: 'How you are paid',
      points: [
        {
          title: 'By the hour',
          text: `Your hourly rate is agreed before the first invitation, by your seniority and field: usually RMB ${grouped(EXPERT_HOURLY_YUAN.from)} to ${grouped(EXPERT_HOURLY_YUAN.to)}. Calls are counted in steps of ${EXPERT_PAY_TERMS.stepMinutes} minutes.`,
        },
        {
          title: 'Monthly',
          text: `At the start of each month we add up the previous month’s calls; once you confirm them, the fee reaches your bank account within ${workingDays(EXPERT_PAY_TERMS.paidWithinDays)}, with income tax withheld as the law requires and a statement of it.`,
        },
        {
          title: 'Free to join',
          text: 'Joining, training and updating your profile cost nothing. You can pause invitations at any time, or leave and have your data deleted.',
        },
      ],
    },
    faq: {
      title: 'Questions experts ask',
      points: [
        {
          title: 'Will my employer know?',
          text: 'Not from us: without your consent for a given project, clients never learn your name, contact details or employer; they see only a summary of your background relevant to the topic. Whether you may consult at all is for your agreement with your employer.',
        },
        {
          title: 'How much time does it take?',
          text: 'As much as you choose. Most experts take one to three calls a month, each about an hour, and you can set times when you take none.',
        },
        {
          title: 'Can I decline an invitation?',
          text: 'Yes. Each invitation names the topic and the kind of client first; you may decline any of them without a reason, and it does not affect later ones.',
        },
      ],
    },
    cta: {
      title: 'Ready to share your industry experience?',
      text: `Write to our expert team, or apply online in about five minutes: we contact you within ${workingDays(ANSWER_DAYS.expertCall)}.`,
      primary: apply,
      secondary: writeToUs,
      call: ENGLISH_CONTACT.call,
    },
  } satisfies ExpertNetworkWords,
} as const;
