/**
 * The English compliance centre (/en/compliance): the Chinese page's rules, topic for topic, for a client's compliance
 * officer abroad and an expert outside China. Every number and list is the one the Chinese page states
 * (src/content/facts.ts, expertRules.ts, compliance.ts), worded here.
 */
import { ANSWER_DAYS } from '../answerDays';
import { COMPLIANCE_CONTACT, COMPLIANCE_UPDATED_ON } from '../compliance';
import { COMPLIANCE_TRAINING_MINUTES, COOLING_OFF, EMPLOYMENT_CHANGE_NOTICE_DAYS } from '../expertRules';
import { EXPERT_PAY_TERMS, RETENTION } from '../facts';
import { ENGLISH_ROUTE_TITLES } from '../labels/englishRoutes';
import type { ComplianceWords } from '../pages/compliance';
import { englishDate, workingDays, years } from './dates';
import { ENGLISH_EXPERT_SUMMARY, ENGLISH_NEVER_SHARED, ENGLISH_REGIONS } from './factLists';
import { ENGLISH_FIRM } from './firm';

const COOLING_OFF_RULE = `An expert who left a company less than ${COOLING_OFF.months} months ago takes no call about that company or its direct competitors (the cooling-off period); where a client asks for longer, the client’s period applies.`;
const CURRENT_EMPLOYER_RULE =
  'Experts take no call about their current employer, listed or not; where the current employer forbids outside consulting, we arrange no paid calls at all.';
const PUBLIC_SECTOR_RULE =
  'Civil servants, and staff managed as civil servants, take no paid calls. Professionals at public institutions such as public hospitals and universities follow their institution’s rules on paid outside work, and say what kind of institution it is in their application.';
const SECRETS_RULE =
  'Experts must keep to China’s Law on Guarding State Secrets and its Counter-espionage Law: they never discuss or disclose state secrets, work secrets, or the confidential or material non-public information of current or former employers.';

export const ENGLISH_COMPLIANCE = {
  title: ENGLISH_ROUTE_TITLES['/en/compliance'],
  /** The search result's and the share card's text. */
  description:
    'How Zhiqiao Consulting vets experts and clients, checks every call for conflicts, keeps records for audit and provides expert information abroad, and the rules experts keep.',
  /** The share pictures' words: shorter than the page's. */
  share: {
    kicker: 'Compliance centre',
    title: 'Every expert call passes compliance first',
    meta: 'Conflict checks · Records · Audits',
  },
  words: {
    hero: {
      eyebrow: 'Compliance centre',
      title: 'Every expert call passes compliance first',
      lead: `How ${ENGLISH_FIRM.name} vets experts, checks each call for conflicts of interest, keeps records and opens them to clients’ audits, and the rules experts agree to before they join. Updated ${englishDate(COMPLIANCE_UPDATED_ON)}.`,
    },
    glance: {
      title: 'At a glance',
      lines: [
        'Experts share no material non-public or confidential information; the boundary is restated at the start of every call.',
        'Before joining, experts have their identity and career verified, and complete compliance training and a test.',
        `Every call is checked for conflicts of interest beforehand. ${CURRENT_EMPLOYER_RULE}`,
        COOLING_OFF_RULE,
        'Call arrangements and compliance confirmations are recorded throughout; a client’s compliance team may sample and audit them.',
        'We decline any topic touching state or work secrets, sensitive industries or sensitive posts, and accept no client with a government, military or intelligence background.',
        'Expert information goes to clients outside mainland China only with the expert’s separate consent, under the standard contract for cross-border transfers of personal information, filed with the provincial cyberspace authority.',
      ],
      jump: { clients: 'For clients', experts: 'For experts', contact: 'Compliance contact' },
    },
    clients: {
      title: 'For clients and their compliance teams',
      lead: 'How we hold the line on information before, during and after a call.',
      topics: [
        {
          id: 'mnpi',
          title: 'No material non-public information',
          points: [
            'Experts share industry insight from their own experience and public information only. They disclose no material non-public information that could move a security’s price, and breach no duty of confidence to a current or former employer.',
            'If a question goes there, the expert declines at once, and the client should not press. Our consultants may stop a call at any time.',
          ],
        },
        {
          id: 'screening',
          title: 'How experts are vetted',
          points: [
            'Our expert team verifies each expert’s identity by video (the expert shows an identity document; we keep no document number) and checks their career and education against public records and referees.',
            'An industry researcher holds a background call to confirm first-hand experience of the field.',
            'Experts complete compliance training and a test on joining and every year after, and sign a compliance undertaking.',
          ],
        },
        {
          id: 'clients',
          title: 'How clients are vetted',
          points: [
            'We accept no government body, military or intelligence agency, or organisation linked to one, as a client, nor any project started in their name or for their benefit.',
            'Every new client and its ultimate beneficial owners are screened against sanctions lists (including the United Nations lists and the Ministry of Commerce’s Unreliable Entity List and export-control lists), and again every quarter.',
            'Projects touching national security, critical information infrastructure or important data are reviewed by the compliance team before we accept them, and declined if they fall short.',
          ],
        },
        {
          id: 'conflicts',
          title: 'Conflict checks before every call',
          points: [
            `We check the expert’s current employer and those of the past ${COOLING_OFF.months} months against the client’s research targets, their competitors and counterparties.`,
            CURRENT_EMPLOYER_RULE,
            PUBLIC_SECTOR_RULE,
            'Before every call, the expert confirms again in writing that there is no conflict and that they will share no confidential information.',
          ],
        },
        {
          id: 'invitations',
          title: 'What each invitation tells the expert',
          points: [
            'The topic, the expected length and the fee, the kind of client (an investor, a consultancy, a company) and its jurisdiction (such as mainland China, Hong Kong SAR or Singapore); a client in mainland China is named only with its agreement.',
            'When the client is outside mainland China, the invitation says so: only experts who agreed to be introduced to overseas clients receive it, and they may simply decline. Before anything is provided, the invitation names the recipient and its contact details, and the expert accepts that invitation first.',
          ],
        },
        {
          id: 'cross-border',
          title: 'Expert information for clients abroad',
          points: [
            `Our clients include overseas investors, consultancies and companies (and their research teams), in places such as ${ENGLISH_REGIONS}.`,
            `What they receive is limited to the expert’s background summary (${ENGLISH_EXPERT_SUMMARY}) and what the expert says in the call (by phone or video, with recordings and notes where both sides agree).`,
            'Only when the expert has ticked a separate consent to be introduced to overseas clients, which they may withdraw at any time; we sign the standard contract for cross-border transfers of personal information with each overseas recipient and file it with the provincial cyberspace authority. How experts exercise their rights against an overseas recipient is in our privacy notice.',
          ],
        },
        {
          id: 'records',
          title: 'Records and how long we keep them',
          points: [
            `We keep each call’s arrangements, the expert’s written confirmations, the compliance questions and answers, and the client’s call guidelines for ${years(RETENTION.callRecordYears)}.`,
            'With the consent of both client and expert, a call may be recorded or noted by a researcher, for compliance sampling and for the client’s deliverable only.',
          ],
        },
        {
          id: 'declined',
          title: 'Topics we decline',
          points: [
            'State secrets, work secrets, defence and military projects, and unpublished government decisions or tender information.',
            'Data whose provision abroad the law restricts, including important data, personal information and human genetic resources information.',
            'Anything an expert’s post binds them to keep confidential, such as the work of audit, regulatory and classified posts.',
          ],
        },
        {
          id: 'audit',
          title: 'How a client’s compliance team audits',
          points: [
            'Clients may set their own compliance requirements for a project (such as a do-not-call list or a longer cooling-off period), and we apply them when matching experts.',
            `A client’s compliance team may ask to see the expert’s confirmations and compliance records for any call, or to listen in; we provide them within ${workingDays(ANSWER_DAYS.audit)}.`,
          ],
        },
      ],
    },
    experts: {
      title: 'For experts',
      lead: 'The rules to know before joining the Zhiqiao expert network, and before every call.',
      topics: [
        {
          id: 'rules',
          title: 'The rules experts keep',
          points: [
            SECRETS_RULE,
            'When a question may cross the line, say “I can’t answer that”; no explanation is needed.',
            'Do not sell products or services to clients, or agree paid follow-up work with them privately.',
          ],
        },
        {
          id: 'cooling-off',
          title: 'Cooling-off and your current employer',
          points: [
            COOLING_OFF_RULE,
            CURRENT_EMPLOYER_RULE,
            `When your employment changes, tell the expert team within ${EMPLOYMENT_CHANGE_NOTICE_DAYS} days, so that the conflict checks stay right.`,
          ],
        },
        {
          id: 'training',
          title: 'Training and undertaking before your first call',
          points: [
            `About ${COMPLIANCE_TRAINING_MINUTES} minutes of online compliance training: the information boundary, confidentiality, how to decline, and common situations.`,
            `Invitations come only once you pass the test and sign the compliance undertaking, with a refresher every year. The undertaking says: ${SECRETS_RULE}`,
          ],
        },
        {
          id: 'disclosure',
          title: 'What we show clients, and what we never do',
          points: [
            `With your separate consent, we show matched clients a summary of your background: ${ENGLISH_EXPERT_SUMMARY}.`,
            `Without your further consent for a specific project, we never give a client your ${ENGLISH_NEVER_SHARED}, and we never sell your information.`,
            'Introducing you to clients abroad takes a further, separate consent; declining it does not affect invitations to projects in mainland China.',
          ],
        },
        {
          id: 'pay',
          title: 'Fees and tax',
          points: [
            `Fees follow the length of each call, at the rate stated in each invitation. At the start of each month we add up the previous month’s calls; once you confirm them, the fee reaches your bank account within ${workingDays(EXPERT_PAY_TERMS.paidWithinDays)}, with income tax withheld as the law requires and a statement of it.`,
            'If your employer requires you to declare outside consulting, declare it first.',
          ],
        },
        {
          id: 'leave',
          title: 'Leaving the network, deleting your data',
          points: [
            `You may leave at any time: online in the personal centre of this site (in Chinese; effective once a code sent by text or email confirms it is you), or by writing to our compliance address or calling us. We stop all invitations, stop showing your summary to clients, and delete your details within ${RETENTION.expertDeletedWithinDays} days.`,
            `The compliance records the law requires us to keep (call confirmations and fee receipts) are kept for ${years(RETENTION.callRecordYears)}, then deleted, and used for nothing else meanwhile.`,
          ],
        },
      ],
    },
    contact: {
      title: 'Compliance contact',
      name: COMPLIANCE_CONTACT.nameLatin,
      role: 'Head of Compliance',
      enquiries: 'Compliance questions',
      reports: 'Report a concern',
      phone: 'Phone',
      hours: ' (working days 9:00–18:00 China time; from within China)',
      promise: `We reply within ${workingDays(ANSWER_DAYS.compliance)}. You may report anonymously, and we never reveal a reporter’s identity to anyone.`,
    },
  } satisfies ComplianceWords,
};
