/**
 * The personal information notice in English (/en/privacy): the Chinese notice (src/content/privacy.ts), section for
 * section and point for point, for readers of the English edition. The Chinese notice prevails, and this one says so.
 * Its periods, days and lists are the facts the Chinese states (src/content/facts.ts); the personal centre it describes
 * is in Chinese for now, the enquiry form and the expert application are in English too.
 */
import type { PrivacyRequestKind } from '../../config/forms/privacyRequests';
import { ANALYTICS_HEARTBEAT_MS } from '../../config/timing';
import { ANSWER_DAYS } from '../answerDays';
import { COMPLIANCE_CONTACT } from '../compliance';
import { CONSENTS } from '../consents';
import { RETENTION } from '../facts';
import { ENGLISH_ROUTE_TITLES } from '../labels/englishRoutes';
import type { PrivacyWords } from '../pages/privacy';
import { englishDate, workingDays, years } from './dates';
import { ENGLISH_EXPERT_SUMMARY, ENGLISH_NEVER_SHARED, ENGLISH_REGIONS } from './factLists';
import { ENGLISH_FIRM } from './firm';
import { englishList } from './listed';

/** The notice's date: the version of the privacy consent, as the Chinese notice's is. */
const [year, month, day] = CONSENTS.privacy.version.split('-').map(Number);
const UPDATED = englishDate({ year, month, day });

/** The requests of the personal centre, as this notice names them (the page itself is in Chinese). */
const REQUESTS: Record<PrivacyRequestKind, string> = {
  withdrawMarketing: 'withdraw my marketing consent',
  withdrawCrossBorder: 'withdraw my consent to being introduced to overseas clients',
  copy: 'get a copy of my personal information',
  delete: 'delete my personal information',
  correct: 'correct my professional background',
  restrict: 'restrict the processing of my personal information',
  leaveNetwork: 'leave the expert network',
};

/** The consents each form asks for, as this notice names them (the English forms' boxes: src/content/en/consents.ts). */
const CONSENT_NAMES = {
  privacy: 'consent to this notice',
  expertSharing: 'consent to sharing my background summary with clients',
  crossBorder: 'consent to being introduced to overseas clients',
  marketing: 'consent to event invitations and research updates',
} satisfies Record<keyof typeof CONSENTS, string>;

const c = COMPLIANCE_CONTACT;

export const ENGLISH_PRIVACY = {
  title: ENGLISH_ROUTE_TITLES['/en/privacy'],
  /** The search result's and the share card's text. */
  description:
    'How Zhiqiao Consulting collects, uses, keeps and shares personal information, including with clients abroad, and how to withdraw consent or ask for a copy, a correction or deletion.',
  words: {
    hero: {
      eyebrow: 'Personal information',
      title: 'Personal information notice',
      lead: `How ${ENGLISH_FIRM.name} collects, uses, keeps and shares your personal information, including with clients abroad, and how you withdraw consent or ask for a copy, a correction or deletion. This is a translation of our Chinese notice of ${UPDATED}; where the two differ, the Chinese prevails.`,
    },
    toc: { label: 'On this page', entry: (title: string) => title.replace(/^\d+\.\s*/, '') },
    sections: [
      {
        id: 'who',
        title: '1. Who processes your personal information',
        paragraphs: [
          `The processor of your personal information is ${ENGLISH_FIRM.fullName} (“we”), ${ENGLISH_FIRM.address}. We process it under the Personal Information Protection Law of the People’s Republic of China and related laws and regulations.`,
          `Our personal information protection officer: ${c.nameLatin} (Head of Compliance), ${c.email}, phone ${c.phone}.`,
        ],
      },
      {
        id: 'what',
        title: '2. What we collect',
        items: [
          'What you type into a form: your name, mobile number, work email, company, job title and industry, and what you tell us of your need, an event or a survey question.',
          'What you give when applying to join the expert network: your current or latest employer, job title, industry, years of experience, areas of expertise, a link to a public profile, any further notes, and whether you hold a classified post or your current employer forbids outside consulting (see section 7).',
          'What comes with a submission: when you sent it, which form and topic, the event you registered for or the material you asked for, and which consents you ticked, with the version of each consent’s wording and when you ticked it.',
          'Where you came from: the address you arrived from and its campaign tags (such as utm_source), to learn which channels bring enquiries.',
          `Inside WeChat, your openid (the identifier WeChat gives you for this site, which recognises the same WeChat user) and, if you allow it, your WeChat nickname and picture, to recognise several submissions as yours; we never obtain your WeChat ID or your contacts. The openid stays on your device for ${RETENTION.openidDays} days (in local storage and the cookie “openid8”).`,
          'Visit statistics and error reports: see section 4, “Tools of others on this site”. What you type into a form never enters the statistics.',
        ],
      },
      {
        id: 'why',
        title: '3. Why we process it, and the consents we ask for',
        items: [
          `To answer your need (the ${CONSENT_NAMES.privacy}, required on every form): to contact you, arrange expert calls, send proposals and quotes, send material or an event’s details, check registrations, manage places at events, and detect and stop automated spam. Without it we cannot answer you.`,
          `Event invitations and research updates (the ${CONSENT_NAMES.marketing}, ticked on its own and optional): we send them by text or email only if you tick it and leave a number or address; not ticking it does not stop your form, and you may unsubscribe at any time.`,
          `Sharing an expert’s background summary with clients (the ${CONSENT_NAMES.expertSharing}, in expert applications only, ticked on its own): see section 7.`,
          `Introducing an expert’s background summary and what they say in calls to clients abroad (the ${CONSENT_NAMES.crossBorder}, in expert applications only, ticked on its own and optional): see section 8.`,
          'Improving our content and services: our research team analyses survey answers together, and reports never name a respondent or their company; visit statistics show which content is read and which channels bring visits; error and speed reports help us find and fix problems.',
          'Without your separate consent we use your information for nothing beyond these purposes, and we never sell it.',
        ],
      },
      {
        id: 'sdk',
        title: '4. Tools of others on this site',
        items: [
          `Sensors Analytics JavaScript SDK (web statistics): it records which pages you view, how long you stay on each (every ${ANALYTICS_HEARTBEAT_MS / 1000} seconds while a page is open), how far you scroll, which buttons and links you tap, and your browser, screen size, the address you came from and its campaign tags. A random visitor identifier is kept on your device, replaced by your openid once WeChat recognises you, so these records belong to one visitor. The data go to our own statistics server, not to Sensors Data. A successful submission records only the form’s name, its topic and the campaign. The tool runs only with your consent (its legal basis): the first time you visit, the foot of the page asks you, and nothing loads or is recorded before you agree; you may change your answer in the personal centre at any time, and saying no affects neither browsing nor forms.`,
          'WeChat JS-SDK (loaded only when this site is opened inside WeChat): it sets the title, description and picture of shares to chats and Moments, and shows or hides the share menu. This site obtains no location, photos, contacts or payment information through it. Tencent’s privacy policy governs the WeChat app’s handling.',
          'Error and speed reports (our own): when a page fails or loads slowly, your browser sends us the error, the page’s path (without its parameters) and speed measures, never what you typed.',
        ],
      },
      {
        id: 'keep',
        title: '5. Where we keep it, and for how long',
        items: [
          'Your personal information is stored on servers in the People’s Republic of China. Only when an expert has given the separate consent to being introduced to overseas clients do we provide the information listed in section 8 to clients abroad; nothing else leaves China.',
          `Enquiries and needs: ${years(RETENTION.enquiryYears)} from the day you sent them; where we then work together, as long as the contract and the law require.`,
          `Event registrations and replay requests: ${years(RETENTION.registrationYears)} after the event.`,
          `Survey answers: once analysed, kept apart from your name, email and other identifying details, which we keep for no more than ${years(RETENTION.surveyIdentityYears)}.`,
          `Expert information: while you remain in the network; deleted within ${RETENTION.expertDeletedWithinDays} days of your leaving, except the call records and payment and tax slips the law requires (kept ${years(RETENTION.callRecordYears)}).`,
          'Records of consent (which you ticked, the wording’s version and when): as long as the information they cover, to show that we had consent.',
          `Visit statistics: raw records for ${RETENTION.analyticsMonths} months, then only totals with no visitor identifier.`,
          'When a period ends, we delete or anonymise your information; when you withdraw a consent, we stop what rested on it (no more invitations once marketing consent is withdrawn; a need we are answering is not affected). Unless laws or regulations require otherwise.',
          'A draft you typed on this device but did not send stays in your browser only, and is deleted once the form is sent; you may also tap the form’s button to clear it.',
        ],
      },
      {
        id: 'share',
        title: '6. Who receives your information',
        items: [
          'Service providers we engage (text and email delivery, website and data hosting) process what is needed within the agreed scope, bound by contract; they may use it for nothing else.',
          'Experts receive only the topic information a call needs, never a client’s name or contact details.',
          `Clients receive, with the expert’s separate consent, the expert’s background summary (${ENGLISH_EXPERT_SUMMARY}); for a client abroad, the expert’s further consent is needed too (see section 8). A client’s need is never shown to other clients.`,
          'Beyond these and what laws and regulations require, we provide your personal information to no other third party.',
        ],
      },
      {
        id: 'experts',
        title: '7. For experts',
        items: [
          'We use your application to verify your background (you show an identity document in a video check and we keep no document number; we check your career by phone and public records), to assess conflicts of interest, and to match you with projects.',
          `With your separate consent, we give your background summary (${ENGLISH_EXPERT_SUMMARY}) to clients matched with you and cleared by our compliance review (investors, companies and their research teams), only so that they can decide whether to invite you.`,
          `Giving a client your ${ENGLISH_NEVER_SHARED} needs your consent again, for that project.`,
          'If you hold a classified post, or your current employer forbids outside consulting, we keep your application but arrange no paid calls for you.',
          'Once you take calls, we collect your bank account and identity document number separately, for payment and tax filing only.',
          `To withdraw consent or leave the network: apply online in the personal centre (effective at once, after a code sent by text or email confirms it is you), or email ${c.email}. We then stop giving your summary to new clients, and tell clients who already have it to stop using it.`,
        ],
      },
      {
        id: 'abroad',
        title: '8. Provision abroad',
        items: [
          `Who receives it: overseas investors, consultancies and companies (and their research teams), in places such as ${ENGLISH_REGIONS}. Every invitation tells you the kind of client and its jurisdiction; before anything is provided to a client abroad, the invitation names the recipient and its contact details, and you accept that invitation first.`,
          `What they receive: your background summary (${ENGLISH_EXPERT_SUMMARY}), and what you say in the call (by phone or video, with recordings and notes where both sides agree). Never your ${ENGLISH_NEVER_SHARED}, unless you agree for a specific project.`,
          `Basis and safeguards: only after you tick the ${CONSENT_NAMES.crossBorder} on its own. We sign the standard contract for cross-border transfers of personal information, issued by the national cyberspace authority, with each overseas recipient, and file it with the provincial cyberspace authority; it binds the recipient to use the information only to decide whether to invite you and to hold the call, to protect it no less than the Personal Information Protection Law requires, and to delete it once that is done.`,
          `Exercising your rights against an overseas recipient: to see, copy, correct or delete your information, or withdraw consent, ask us (in the personal centre or at ${c.email}); we pass it on within ${workingDays(ANSWER_DAYS.rights)} and tell you the outcome. The standard contract lets you claim your rights from the recipient directly, and sue under it in the courts of the recipient’s place or of China.`,
          `Once you withdraw the ${CONSENT_NAMES.crossBorder} (in the personal centre: “${REQUESTS.withdrawCrossBorder}”, effective at once), we provide nothing more to clients abroad and send you no more of their invitations; recipients who already have it are told to stop using it and delete it.`,
        ],
      },
      {
        id: 'rights',
        title: '9. Your rights, and how to exercise them online',
        items: [
          'You may see, copy, correct, complete or delete your personal information, restrict or refuse our processing, and ask us to explain our rules.',
          `In the personal centre of this site (“my personal information rights”, in Chinese), you may ask online to ${englishList(Object.values(REQUESTS), ';')}. We answer within ${workingDays(ANSWER_DAYS.rights)}.`,
          'Confirming it is you is as simple as consenting: enter the mobile number or email you gave in a form, then the code we send to it; if WeChat already recognises you, you may send the request as that WeChat user. Withdrawing consent, leaving the network and restricting processing take effect as soon as you are confirmed; a copy goes only to the contact you confirmed.',
          `You may also email ${c.email} or call ${c.phone} (from within China). Withdrawing consent does not affect processing based on it before.`,
          'In the personal centre you may at any time clear every submission record, draft and saved item kept on this device, stop WeChat recognising you, and turn visit statistics off (the choice is kept on this device).',
          'If you believe our processing harms your rights, you may complain to us, or to the cyberspace authorities or another regulator.',
        ],
      },
      {
        id: 'security',
        title: '10. Security',
        paragraphs: [
          'We protect your information with encrypted transfer, access control and audit logs of operations; only authorised consultants and operations staff can see enquiries. Should a personal information security incident occur, we will tell you promptly as the law requires and take remedial measures.',
        ],
      },
      {
        id: 'minors',
        title: '11. Children',
        paragraphs: [
          'Our services are for companies and institutions, not for children under 14. If we find we have collected a child’s information by mistake, we delete it promptly.',
        ],
      },
      {
        id: 'contact',
        title: '12. Changes, and how to reach us',
        paragraphs: [
          `When this notice changes, we publish the new one here with its date; a change to what we process information for, or to whom we provide it, means the forms ask for your consent again. Personal information protection officer: ${c.nameLatin}, ${c.email}; phone ${c.phone}; ${ENGLISH_FIRM.address}.`,
        ],
      },
    ],
  } satisfies PrivacyWords,
};
