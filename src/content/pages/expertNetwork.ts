/**
 * The expert network page's words, one edition's at a time (src/features/experts/ExpertNetworkView.tsx shows them): the
 * Chinese here, made of ../expertNetwork.ts, the English in ../en/expertNetwork.ts.
 */
import {
  EXPERT_CTA,
  EXPERT_FACTS,
  EXPERT_FAQ,
  EXPERT_HERO,
  EXPERT_PAY,
  EXPERT_RULES,
  EXPERT_STEPS,
  type ExpertNetworkPoint,
} from '../expertNetwork';
import type { NavItem } from '../navigation';
import type { HeroCopy } from '../pageCopy';

type Points = readonly ExpertNetworkPoint[];

export interface ExpertNetworkWords {
  /** The hero, its call to action, and its link to the rules below. */
  hero: HeroCopy & { primary: NavItem; rulesLink: string };
  facts: readonly { value: string; label: string }[];
  steps: { title: string; lead: string; points: Points };
  rules: { title: string; lead: string; points: Points; more: NavItem };
  pay: { title: string; points: Points };
  faq: { title: string; points: Points };
  cta: { title: string; text: string; primary: NavItem; secondary?: NavItem; call?: (phone: string) => string };
}

export const EXPERT_NETWORK_PAGE: ExpertNetworkWords = {
  hero: { ...EXPERT_HERO, primary: EXPERT_CTA.primary, rulesLink: '我们对专家的要求' },
  facts: EXPERT_FACTS,
  steps: { title: '合作方式', lead: '付费咨询以电话或视频进行，时间由您决定；每一次都由研究员事先说明话题。', points: EXPERT_STEPS },
  rules: {
    title: '我们对专家的要求',
    lead: '这些规则保护您，也保护客户：每位专家入库时签署承诺，每次咨询前我们都会再次提醒。',
    points: EXPERT_RULES,
    more: { label: '合规中心：冷静期、培训、我们向客户展示什么、如何退出', path: '/compliance#compliance-experts-title' },
  },
  pay: { title: '报酬如何结算', points: EXPERT_PAY },
  faq: { title: '常见问题', points: EXPERT_FAQ },
  cta: EXPERT_CTA,
};
