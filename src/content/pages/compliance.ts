/**
 * Copy of the compliance centre page (/compliance), and the shape of its words in either edition (the English:
 * src/content/en/compliance.ts). The rules themselves are src/content/compliance.ts.
 */
import { COMPLIANCE_AT_A_GLANCE, COMPLIANCE_CONTACT, COMPLIANCE_HERO, type ComplianceTopic, FOR_CLIENTS, FOR_EXPERTS } from '../compliance';
import type { HeroCopy } from '../pageCopy';

export interface ComplianceWords {
  hero: HeroCopy;
  glance: { title: string; lines: readonly string[]; jump: { clients: string; experts: string; contact: string } };
  clients: { title: string; lead: string; topics: readonly ComplianceTopic[] };
  experts: { title: string; lead: string; topics: readonly ComplianceTopic[] };
  contact: {
    title: string;
    /** The compliance contact, and their role. */
    name: string;
    role: string;
    enquiries: string;
    reports: string;
    phone: string;
    /** After the phone number. */
    hours: string;
    promise: string;
  };
}

export const COMPLIANCE_WORDS: ComplianceWords = {
  hero: COMPLIANCE_HERO,
  glance: {
    title: '合规速览',
    lines: COMPLIANCE_AT_A_GLANCE,
    jump: { clients: '面向客户', experts: '面向专家', contact: '合规联系人' },
  },
  clients: { title: '面向客户与客户的合规团队', lead: '访谈开始之前、进行之中与结束之后，我们如何守住信息边界。', topics: FOR_CLIENTS },
  experts: { title: '面向专家', lead: '加入知桥专家网络之前，以及每一次访谈之前，您需要了解的规则。', topics: FOR_EXPERTS },
  contact: {
    title: '合规联系人',
    name: COMPLIANCE_CONTACT.name,
    role: COMPLIANCE_CONTACT.role,
    enquiries: '合规咨询',
    reports: '违规举报',
    phone: '电话',
    hours: '（工作日 9:00–18:00）',
    promise: COMPLIANCE_CONTACT.promise,
  },
};
