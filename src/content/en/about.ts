/** The English about page (/en/about): the firm's story for an overseas client, in the shape of the Chinese page's. */
import { grouped } from '../../lib/grouped';
import { FOUNDED_YEAR, type MilestoneYear, type OfficeId, OFFICES } from '../company';
import { FIRM } from '../firm';
import { ENGLISH_ROUTE_TITLES } from '../labels/englishRoutes';
import { FIRM_SIZE, NETWORK } from '../networkFigures';
import type { AboutWords } from '../pages/aboutUs';
import { ENGLISH_CONTACT } from './contact';
import { ENGLISH_MONTHS } from './dates';
import { ENGLISH_FIRM } from './firm';

const CITIES: Record<OfficeId, string> = {
  shanghai: 'Shanghai',
  beijing: 'Beijing',
  shenzhen: 'Shenzhen',
  hongkong: 'Hong Kong',
  singapore: 'Singapore',
};

const ADDRESSES: Record<OfficeId, string> = {
  shanghai: ENGLISH_FIRM.address,
  beijing: 'Floor 26, Tower A, China World Tower, 1 Jianguomenwai Avenue, Chaoyang District, Beijing',
  shenzhen: 'Floor 18, China Resources Tower, 2666 Keyuan South Road, Nanshan District, Shenzhen',
  hongkong: '31/F Gloucester Tower, The Landmark, 15 Queen’s Road Central, Central, Hong Kong',
  singapore: 'Level 20, One Raffles Place Tower 2, 1 Raffles Place, Singapore',
};

const MILESTONES: Record<MilestoneYear, { title: string; text: string }> = {
  '2014': {
    title: 'Founded in Shanghai',
    text: 'Three founders from investment and consulting start the firm in Shanghai with 3,000 experts under contract.',
  },
  '2016': {
    title: 'Beijing office',
    text: 'Serving investors and state-owned groups in northern China; the network passes 50,000 experts.',
  },
  '2018': {
    title: 'Custom research and surveys',
    text: 'A dedicated research team adds custom insight reports and quantitative surveys to expert calls.',
  },
  '2019': {
    title: 'Shenzhen and Hong Kong',
    text: 'Closer to the technology and consumer industries of the Greater Bay Area, and to overseas investors researching China.',
  },
  '2021': {
    title: 'Information security certified',
    text: 'One system of compliance and security for expert vetting, call records and data storage.',
  },
  '2023': {
    title: 'Singapore office',
    text: 'An expert network in Southeast Asia, for Chinese companies going abroad and cross-border investors.',
  },
  '2026': {
    title: `${grouped(NETWORK.experts)} experts`,
    text: `More than ${grouped(NETWORK.clients)} institutional clients, in over ${NETWORK.countries} countries and regions.`,
  },
};

export const ENGLISH_ABOUT = {
  title: ENGLISH_ROUTE_TITLES['/en/about'],
  /** The search result's and the share card's text. */
  description: `${ENGLISH_FIRM.name} since ${FOUNDED_YEAR}: our history, our offices in Asia, how every expert is vetted, and the compliance rules behind every call.`,
  words: {
    hero: {
      eyebrow: `About us · Founded in ${FOUNDED_YEAR}`,
      title: 'Someone who knows the industry, behind every important decision',
      lead: 'We connect the people who must make a call with industry experts around the world, and we have always put compliance before speed.',
    },
    who: {
      title: 'Who we are',
      intro: [
        `${ENGLISH_FIRM.name} was founded in Shanghai in ${FOUNDED_YEAR}. We are an expert network and industry research firm: we help investors, consultancies and companies find the people who really know an industry, at the moment they need to decide.`,
        'Our experts come from the front line: executives, engineers, channel and procurement managers, clinicians and policy researchers. Our research teams are organised by industry and know the questions that matter in each, so that a call becomes evidence for a decision.',
        'For more than ten years we have put compliance before speed: every expert is vetted and trained, and every call is checked for conflicts of interest.',
      ],
      figures: {
        figures: [
          { value: String(FOUNDED_YEAR), label: 'founded in Shanghai' },
          { value: `${OFFICES.length} cities`, label: OFFICES.map((o) => CITIES[o.id]).join(', ') },
          { value: `${FIRM_SIZE.researchers}+`, label: 'full-time researchers and consultants' },
          { value: '100%', label: 'of calls compliance-checked beforehand' },
        ],
        source: `Source: Zhiqiao company records, as of ${ENGLISH_MONTHS[FIRM_SIZE.asOf.month - 1]} ${FIRM_SIZE.asOf.year}`,
      },
    },
    history: {
      title: 'Our history',
      milestones: (Object.keys(MILESTONES) as MilestoneYear[]).map((year) => ({ year, ...MILESTONES[year] })),
    },
    offices: {
      title: 'Our offices',
      lead: `Headquartered in Shanghai, with offices in ${OFFICES.length} cities and clients in over ${NETWORK.countries} countries and regions.`,
      headquarters: 'Headquarters',
      list: OFFICES.map((o) => ({ id: o.id, name: CITIES[o.id], address: ADDRESSES[o.id], isHeadquarters: o.isHeadquarters })),
    },
    vetting: {
      title: 'How experts are vetted',
      lead: 'Every expert goes through these steps before joining the network, and again before every call.',
      steps: [
        {
          title: 'Identity and career',
          text: 'A video check of identity (we keep no ID numbers), and the career and education checked against public records and referees.',
        },
        { title: 'Expertise', text: 'A researcher of the industry interviews the expert on the depth of their first-hand experience.' },
        {
          title: 'Training and undertaking',
          text: 'Experts complete compliance training and sign an undertaking never to share material non-public or confidential information.',
        },
        {
          title: 'Conflict check before each call',
          text: 'Before each call we check current and recent employers, and rule out any conflict with the client’s question.',
        },
        {
          title: 'Ongoing review',
          text: 'Client feedback rates every call, and experts’ roles and compliance records are reviewed regularly.',
        },
      ],
      links: {
        compliance: { label: 'Compliance centre: conflict checks, records, topics we decline', path: '/en/compliance' },
        experts: { label: 'Working in an industry? How to become a Zhiqiao expert', path: '/en/experts' },
      },
    },
    compliance: {
      title: 'Compliance statement',
      statement:
        'Zhiqiao experts share only insights drawn from their own experience and from public information. They may not share material non-public or confidential information, nor breach any duty of confidentiality to a current or former employer.',
      points: [
        {
          title: 'No material non-public information',
          text: 'Experts may not disclose information that could move a security’s price, or that they owe a duty of confidentiality to keep. If a question touches on it, the expert declines, and the client does not press.',
        },
        {
          title: 'Conflict checks',
          text: 'Before each project we check the expert’s employer, any recent departure and the client’s subject; an expert with a conflict is never proposed. Experts do not speak about their current employer, listed or not, and take no paid call where that employer forbids outside consulting.',
        },
        {
          title: 'Compliance training',
          text: 'Experts take compliance training and a test on joining and every year; client teams receive our guidance on compliant calls too.',
        },
        {
          title: 'Records and audits',
          text: 'Scheduling, the expert’s confirmations and compliance questions are recorded, and our compliance team audits calls regularly.',
        },
      ],
    },
    cta: {
      title: 'Would you like to know more?',
      text: `Write to us about your research question, or visit us in ${CITIES.shanghai}, ${CITIES.hongkong} or ${CITIES.singapore}.`,
      primary: { label: ENGLISH_CONTACT.email, path: `mailto:${FIRM.email}` },
      call: ENGLISH_CONTACT.call,
    },
  } satisfies AboutWords,
} as const;
