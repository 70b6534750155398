/**
 * The about page's words, one edition's at a time (src/features/company/AboutView.tsx shows them): the Chinese here, made
 * of the firm's story (../company.ts), the English in ../en/about.ts.
 */
import {
  ABOUT_HERO,
  COMPANY_HISTORY,
  COMPANY_INTRO,
  COMPLIANCE_POINTS,
  COMPLIANCE_STATEMENT,
  type CompliancePoint,
  FIRM_FIGURES,
  type HistoryMilestone,
  type OfficeId,
  OFFICES,
  type ProcessStep,
  VETTING_STEPS,
} from '../company';
import type { NavItem } from '../navigation';
import { type FigureSet, NETWORK } from '../networkFigures';
import { CTA_BANDS, type HeroCopy } from '../pageCopy';

export interface AboutWords {
  hero: HeroCopy;
  who: { title: string; intro: readonly string[]; figures: FigureSet };
  history: { title: string; milestones: readonly HistoryMilestone[] };
  /** The offices in the firm's order, each with its name and address in the edition's language. */
  offices: {
    title: string;
    lead: string;
    headquarters: string;
    list: readonly { id: OfficeId; name: string; address: string; isHeadquarters?: boolean }[];
  };
  vetting: {
    title: string;
    lead: string;
    steps: readonly ProcessStep[];
    links: { compliance: NavItem; experts: NavItem };
  };
  compliance: { title: string; statement: string; points: readonly CompliancePoint[] };
  /** The closing band: its links, and the line with the phone number where the edition words it its own way. */
  cta: { title: string; text: string; primary: NavItem; secondary?: NavItem; call?: (phone: string) => string };
}

export const ABOUT_US_PAGE: AboutWords = {
  hero: ABOUT_HERO,
  who: { title: '我们是谁', intro: COMPANY_INTRO, figures: FIRM_FIGURES },
  history: { title: '发展历程', milestones: COMPANY_HISTORY },
  offices: {
    title: '全球办公室',
    lead: `总部位于上海，在${OFFICES.length}个城市设有办公室，服务覆盖 ${NETWORK.countries} 多个国家与地区。`,
    headquarters: '总部',
    list: OFFICES,
  },
  vetting: {
    title: '专家如何审核',
    lead: '每一位专家在进入专家库之前、每一次访谈之前，都要经过以下步骤。',
    steps: VETTING_STEPS,
    links: {
      compliance: { label: '合规中心：冲突检查、记录与审计、我们拒绝的话题', path: '/compliance' },
      experts: { label: '您是行业从业者？了解如何成为知桥专家', path: '/expertNetwork' },
    },
  },
  compliance: { title: '合规声明', statement: COMPLIANCE_STATEMENT, points: COMPLIANCE_POINTS },
  cta: CTA_BANDS.aboutUs,
};
