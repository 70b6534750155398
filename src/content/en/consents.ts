/**
 * The consents of the English forms: the Chinese consents (src/content/consents.ts), each worded in English, with
 * versions of their own. A lead in English records the English words' version; change it whenever these words change.
 */
import type { PledgeId } from '../../config/forms/fields';
import { COMPLIANCE_CONTACT } from '../compliance';
import type { ConsentTexts } from '../consents';
import { ENGLISH_EXPERT_SUMMARY, ENGLISH_NEVER_SHARED, ENGLISH_REGIONS } from './factLists';
import { ENGLISH_FIRM } from './firm';

/** Where a visitor withdraws a consent, as the English words say it. */
const WITHDRAW = `in the personal centre of this site or by writing to ${COMPLIANCE_CONTACT.email}`;

export const ENGLISH_CONSENTS = {
  privacy: {
    version: '2026-11-30',
    earlier: [],
    name: 'Personal information notice',
    statement: `, and agree that ${ENGLISH_FIRM.name} uses the information I give here to handle this request.`,
    requiredMessage: 'Please read the personal information notice and tick the box to agree',
  },
  expertSharing: {
    version: '2026-11-30',
    earlier: [],
    name: 'Sharing my background summary with clients',
    statement:
      `I agree that ${ENGLISH_FIRM.name} gives my background summary (${ENGLISH_EXPERT_SUMMARY}) to clients in China matched with me and cleared by its compliance review, only so that they can decide whether to invite me. ` +
      `My ${ENGLISH_NEVER_SHARED} are never given without my consent to a particular project; clients abroad need my further consent. I can withdraw ${WITHDRAW}.`,
    help: 'Required: clients can invite you only through this summary.',
    requiredMessage: 'Please tick the box to share your background summary: clients can invite you only through it',
  },
  crossBorder: {
    version: '2026-11-30',
    earlier: [],
    name: 'Introductions to clients abroad',
    statement: `I agree that ${ENGLISH_FIRM.name} gives my background summary, and what I say in calls I take part in, to clients abroad matched with me and cleared by its compliance review (in ${ENGLISH_REGIONS} and elsewhere). I can withdraw ${WITHDRAW}.`,
    help: 'Optional: without it you can still join, but you will not be invited by clients abroad.',
  },
  marketing: {
    version: '2026-11-30',
    earlier: [],
    name: 'Event invitations and research updates',
    statement: `I would like to receive ${ENGLISH_FIRM.name}’s event invitations and research updates by email or text message, and can unsubscribe at any time ${WITHDRAW}.`,
    contactMessage: 'To receive invitations and updates, please leave an email address or a mobile number',
    help: 'Optional: we will answer your request either way.',
  },
} as const satisfies ConsentTexts;

/** What an expert promises by ticking a pledge box, in English (PLEDGES of src/content/consents.ts has the Chinese). */
export const ENGLISH_PLEDGES = {
  expertCompliance:
    'I promise to keep to China’s Law on Guarding State Secrets and its Counter-espionage Law, to discuss or disclose no state secrets, work secrets, or confidential or material non-public information of my current or former employers, and to declare any conflict of interest and step aside.',
} as const satisfies Record<PledgeId, string>;
