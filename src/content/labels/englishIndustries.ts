/** The seven practice areas as the English pages name them (./industries.ts has the Chinese): a word table, so the English forms' choices read it too. */
import type { IndustrySlug } from '../../config/industrySlugs';
import type { IndustryWords } from './industries';

export const ENGLISH_INDUSTRIES: Record<IndustrySlug, IndustryWords> = {
  two: { name: 'Private equity', summary: 'Practitioner views for due diligence, portfolio management and exits.' },
  three: { name: 'Public markets', summary: 'Supply-chain expert calls and data checks behind an investment view.' },
  four: { name: 'Investment banking and research', summary: 'Trusted industry experts, fast, for IPOs, M&A and sector research.' },
  five: { name: 'Consulting firms', summary: 'Expert calls, surveys and industry data for consulting projects.' },
  six: { name: 'Industrials, chemicals and materials', summary: 'Advanced equipment, specialty chemicals and new materials.' },
  seven: {
    name: 'Medical devices, diagnostics, pharma and biotech',
    summary: 'Senior experts in clinical practice, R&D, registration and market access.',
  },
  eight: { name: 'Technology', summary: 'Semiconductors, cloud, artificial intelligence and enterprise software.' },
};
