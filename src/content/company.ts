/**
 * The firm's story as data: key figures, history, offices, how experts are vetted and the
 * compliance rules. Plain data (no React, no window), shared by the about, contact and home pages.
 */
import { ANSWER_DAYS, withinDays } from './answerDays';
import { CURRENT_EMPLOYER_RULE } from './expertRules';
import { FIRM } from './firm';
import { type FigureSet, FIRM_SIZE, FOUNDED_YEAR } from './networkFigures';
import type { HeroCopy } from './pageCopy';

export { type FigureSet, FOUNDED_YEAR, NETWORK_FIGURES } from './networkFigures';

/** The firm's offices, headquarters first. */
export const OFFICE_IDS = ['shanghai', 'beijing', 'shenzhen', 'hongkong', 'singapore'] as const;
export type OfficeId = (typeof OFFICE_IDS)[number];

/** Services: how the work is delivered. */
export const DELIVERY_FIGURES: FigureSet = {
  figures: [
    { value: '3.1万场', label: '2025 年完成的专家访谈' },
    { value: '18小时', label: '首批专家推荐用时（中位数）' },
    { value: '4.7 / 5', label: '客户对访谈的平均评分' },
    { value: '86%', label: '客户次年续约率' },
  ],
  source: '来源：知桥项目交付记录，2025 年 1–12 月',
};

/** About us: the firm itself. */
export const FIRM_FIGURES: FigureSet = {
  figures: [
    { value: `${FOUNDED_YEAR}年`, label: '成立于上海' },
    { value: `${OFFICE_IDS.length}座城市`, label: '上海、北京、深圳、香港、新加坡' },
    { value: `${FIRM_SIZE.researchers}+`, label: '全职研究员与顾问' },
    { value: '100%', label: '专家访谈前完成合规审查' },
  ],
  source: `来源：知桥咨询公司信息，截至 ${FIRM_SIZE.asOf.year} 年 ${FIRM_SIZE.asOf.month} 月`,
};

/** "Who we are", one paragraph per entry. */
export const COMPANY_INTRO: readonly string[] = [
  `${FIRM.name}成立于${FOUNDED_YEAR}年，总部位于上海，是一家专注于专家网络与行业研究的咨询机构。我们帮助投资机构、咨询公司与企业，在需要做出判断的时候，快速找到真正懂行的人。`,
  '我们的专家来自产业一线：企业高管、技术负责人、渠道与采购人员、临床医生与政策研究者。研究团队按行业组建，熟悉每个赛道的关键问题，能把一次访谈变成可以落地的决策依据。',
  '十余年来，我们始终把合规放在效率之前：每一位专家都经过审核与培训，每一次访谈都经过利益冲突检查。',
];

export interface HistoryMilestone {
  year: string;
  title: string;
  text: string;
}

export const COMPANY_HISTORY = [
  { year: '2014', title: '在上海创立', text: '三位来自投资与咨询行业的创始人在上海创办知桥咨询，首批签约专家 3,000 位。' },
  { year: '2016', title: '设立北京办公室', text: '服务覆盖华北地区的投资机构与央企客户，专家库突破 5 万人。' },
  { year: '2018', title: '推出定制研究与定量调研', text: '在专家访谈之外，组建专职研究团队，提供定制洞察与问卷调研服务。' },
  { year: '2019', title: '深圳与香港办公室开业', text: '深入粤港澳大湾区的科技与消费产业，服务境外投资机构的中国研究需求。' },
  { year: '2021', title: '通过信息安全管理体系认证', text: '建立覆盖专家审核、访谈记录与数据存储的合规与安全体系。' },
  { year: '2023', title: '新加坡办公室成立', text: '搭建东南亚专家网络，支持中国企业出海与跨境投资研究。' },
  { year: '2026', title: '专家网络突破 40 万', text: '服务机构客户超过 1,200 家，覆盖 60 多个国家与地区。' },
] as const satisfies readonly HistoryMilestone[];

/** The years of the firm's history: each edition tells each of them. */
export type MilestoneYear = (typeof COMPANY_HISTORY)[number]['year'];

export interface Office {
  id: OfficeId;
  city: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  isHeadquarters?: boolean;
}

const WEEKDAY_HOURS = '周一至周五 9:00–18:00';

export const OFFICES: readonly Office[] = [
  {
    id: 'shanghai',
    city: '上海',
    name: '上海总部',
    address: FIRM.address,
    phone: FIRM.phone,
    email: FIRM.email,
    hours: WEEKDAY_HOURS,
    isHeadquarters: true,
  },
  {
    id: 'beijing',
    city: '北京',
    name: '北京办公室',
    address: '北京市朝阳区建国门外大街1号国贸大厦A座26层',
    phone: '010-6505-3320',
    email: 'beijing@zhiqiao-consulting.cn',
    hours: WEEKDAY_HOURS,
  },
  {
    id: 'shenzhen',
    city: '深圳',
    name: '深圳办公室',
    address: '深圳市南山区科苑南路2666号中国华润大厦18层',
    phone: '0755-8663-2170',
    email: 'shenzhen@zhiqiao-consulting.cn',
    hours: WEEKDAY_HOURS,
  },
  {
    id: 'hongkong',
    city: '香港',
    name: '香港办公室',
    address: '香港中环皇后大道中15号置地广场告罗士打大厦31楼',
    phone: '+852 3018 6620',
    email: 'hongkong@zhiqiao-consulting.cn',
    hours: '周一至周五 9:00–18:00（香港时间）',
  },
  {
    id: 'singapore',
    city: '新加坡',
    name: '新加坡办公室',
    address: '新加坡莱佛士坊1号 One Raffles Place 第二座 20 层',
    phone: '+65 6580 2216',
    email: 'singapore@zhiqiao-consulting.cn',
    hours: '周一至周五 9:00–18:00（新加坡时间）',
  },
];

export const HEADQUARTERS: Office = OFFICES.find((o) => o.isHeadquarters) ?? OFFICES[0];

export interface ProcessStep {
  title: string;
  text: string;
}

/** How an expert joins the network and stays in it. */
export const VETTING_STEPS: readonly ProcessStep[] = [
  {
    title: '身份与履历核验',
    text: '视频核验身份（专家出示证件，我们不留存证件号码），核对任职经历与教育背景，与公开信息和推荐人交叉验证。',
  },
  { title: '专业能力评估', text: '行业研究员进行背景访谈，确认专家对所述领域的一线经验与判断深度。' },
  { title: '合规培训与承诺', text: '专家完成合规培训并签署承诺书，明确不得提供重大非公开信息或保密信息。' },
  { title: '项目前利益冲突检查', text: '每次访谈前，核查专家当前与近期任职，排除与客户问题存在冲突的情形。' },
  { title: '持续评价与复核', text: '根据客户反馈与访谈质量持续评分，定期复核专家的任职变化与合规记录。' },
];

export interface CompliancePoint {
  title: string;
  text: string;
}

export const COMPLIANCE_STATEMENT =
  '知桥咨询的专家只分享基于个人经验与公开信息的行业见解。专家不得提供任何重大非公开信息或保密信息，也不得违反其对现任或前任雇主负有的保密义务。';

export const COMPLIANCE_POINTS: readonly CompliancePoint[] = [
  {
    title: '不提供重大非公开信息',
    text: '专家不得披露任何可能影响证券价格的重大非公开信息，或其对雇主、客户负有保密义务的信息。访谈中一旦涉及，专家须立即拒答，客户也不应追问。',
  },
  {
    title: '利益冲突检查',
    text: `每个项目开始前，我们核查专家的任职单位、近期离职情况与客户的研究标的，存在冲突的专家不会被推荐。${CURRENT_EMPLOYER_RULE}`,
  },
  {
    title: '合规培训',
    text: '专家入库时和每年都须完成合规培训并通过测试，了解信息边界、保密义务与拒答方式；客户团队同样接受访谈合规指引。',
  },
  { title: '记录与抽查', text: '访谈安排、专家确认与合规问答全程留档，合规团队定期抽查访谈内容，对违规行为零容忍。' },
];

/** How a client engagement runs, whatever the service. */
export const ENGAGEMENT_STEPS: readonly ProcessStep[] = [
  { title: '提出问题', text: '在线提交需求或致电顾问，说明您要做的判断与时间要求。' },
  { title: '方案与报价', text: `顾问在 ${withinDays(ANSWER_DAYS.proposal)}给出服务组合、专家画像与报价。` },
  { title: '执行与同步', text: '专属团队执行，关键节点与您同步进展，随时调整。' },
  { title: '交付与复盘', text: '交付成果并答疑，按需安排追加访谈或后续研究。' },
];

/** Where experts (and those who would be) write to the firm. */
export const EXPERTS_MAILBOX = 'experts@zhiqiao-consulting.cn';

export interface ContactChannel {
  label: string;
  email: string;
}

/** Mailboxes for matters other than client enquiries. */
export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  { label: '成为知桥专家', email: EXPERTS_MAILBOX },
  { label: '媒体与市场合作', email: 'media@zhiqiao-consulting.cn' },
  { label: '合规问题反馈', email: 'compliance@zhiqiao-consulting.cn' },
];

/** The hero of /aboutUs. */
export const ABOUT_HERO: HeroCopy = {
  eyebrow: `关于${FIRM.name} · 创立于${FOUNDED_YEAR}年`,
  title: '让每一个重要决策，都有懂行的人参与',
  lead: `${FIRM.slogan}。我们连接全球行业专家与需要判断的人，并且始终把合规放在效率之前。`,
};

/** The meta description of /aboutUs (search results, share cards). */
export const ABOUT_DESCRIPTION = '知桥咨询的历史、办公室、专家审核流程与合规声明。';
