/** Page copy that is not content from the API: the hero of each page and the call-to-action bands. */
import { formCta } from '../config/forms/serviceForms';
import type { NavItem } from '../config/navigation';

export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface CtaCopy {
  title: string;
  text: string;
  primary: NavItem;
  secondary: NavItem;
}

export const PAGE_HEROES = {
  activeList: {
    eyebrow: '活动中心',
    title: '行业活动与专家直播',
    lead: '闭门研讨、线上分享与专家直播，每月覆盖七大行业的热点议题。报名后我们会通过短信与邮件发送参会信息。',
  },
  service: {
    eyebrow: '产品与服务',
    title: '从一次专家访谈，到一整套研究方案',
    lead: '六类服务覆盖投资与经营决策的每个阶段：快速连线行业专家，组织专家会议，定制研究与问卷调研，或让研究员长期驻场支持。',
  },
  contactUs: {
    eyebrow: '联系我们',
    title: '和知桥的顾问聊聊您的问题',
    lead: '工作日 9:00–18:00 在线，一般在一个工作日内回复。您也可以直接填写下方的需求表单，顾问会主动联系您。',
  },
  downCollect: {
    eyebrow: '资料中心',
    title: '我的收藏',
    lead: '您在本设备上收藏的研究报告与资料。收藏保存在当前浏览器中，清除浏览器数据或更换设备后将不再显示。',
  },
  deepInsight: {
    eyebrow: '深度洞察',
    title: '知桥深度洞察',
    lead: '知桥研究团队基于数百场一线专家访谈写成的行业长文：讲清楚变化从哪里来、影响谁、下一步看什么。',
  },
  library: {
    eyebrow: '知识库 · The Library',
    title: '知桥知识库',
    lead: '研究报告、深度洞察与近期热点，一站浏览。输入关键词，在全部文章的标题与标签中查找。',
  },
  hotspot: {
    eyebrow: '近期热点',
    title: '近期热点 · 专家短评',
    lead: '行业里刚刚发生了什么、意味着什么？知桥专家网络中的一线从业者，用几段话给出他们的判断。',
  },
  materials: {
    eyebrow: '资料下载',
    title: '研究报告与资料下载',
    lead: '知桥研究团队基于一线专家访谈与调研撰写的行业报告、白皮书、案例集与服务手册。标注“免费下载”的资料可直接获取，部分深度报告需要简单登记。',
  },
  serviceDown: {
    eyebrow: '服务相关资料',
    title: '服务手册下载',
    lead: '每项服务的介绍手册与使用指南：服务方式、流程、合规安排与交付内容，方便您在内部评估与分享。',
  },
  cases: {
    eyebrow: '案例研究',
    title: '客户案例：挑战、方法与成果',
    lead: '来自投资机构、咨询公司与产业企业的真实项目。为保护客户隐私，客户名称已匿名处理，项目数据经客户确认。',
  },
  campaigns: {
    eyebrow: '专题活动',
    title: '正在进行的专题活动',
    lead: '趋势报告解读、闭门分享与专家交流名额，按专题限时开放。选择感兴趣的专题留下联系方式，顾问会为您安排后续。',
  },
} satisfies Record<string, HeroCopy>;

/** The meta description of each of these pages (search results, share cards), beside its hero. */
export const PAGE_DESCRIPTIONS = {
  activeList: '知桥咨询线上线下行业活动、直播与闭门研讨会。',
  service: '专家访谈、定制洞察、定量研究与企业培训等全部服务。',
  contactUs: '知桥咨询各地办公室地址、电话、邮箱与工作时间。',
  downCollect: '您在本设备上收藏的资料。',
  deepInsight: '知桥研究团队的行业深度长文。',
  library: '知桥知识库：研究报告、深度洞察与近期热点一站浏览。',
  hotspot: '行业近期热点速览与专家短评。',
  materials: '研究报告、白皮书与服务手册下载。',
  serviceDown: '下载知桥咨询各项服务的介绍手册。',
  cases: '知桥咨询客户案例：挑战、方法与可衡量的成果。',
  campaigns: '知桥咨询正在进行的专题活动与报名。',
} satisfies Record<keyof typeof PAGE_HEROES, string>;

/** The band at the foot of a page: what to do next, in two actions. */
export const CTA_BANDS = {
  hotTopicReader: {
    title: '想听这位专家展开讲讲？',
    text: '知桥可为您安排与相关领域专家的一对一电话访谈，最快当天完成。',
    primary: formCta('expertCall'),
    secondary: formCta('insight'),
  },
  insightReader: {
    title: '把这篇洞察用在您的决策上',
    text: '告诉我们您关心的问题，知桥顾问会为您匹配文中所涉领域的一线专家，或定制一份专属研究。',
    primary: formCta('insight'),
    secondary: formCta('expertCall'),
  },
  service: {
    title: '还没想好用哪项服务？',
    text: '留下您的问题，顾问会在一个工作日内联系您，给出服务组合与报价。',
    primary: formCta('psf'),
    secondary: { label: '联系我们', path: '/contactUs' },
  },
  aboutUs: {
    title: '想进一步了解我们？',
    text: '欢迎预约与顾问的沟通，或到访我们在各地的办公室。',
    primary: formCta('expertCall'),
    secondary: { label: '联系我们', path: '/contactUs' },
  },
  deepInsight: {
    title: '需要针对您的问题的定制研究？',
    text: '知桥可在两周内完成一份基于专家访谈的定制洞察报告。',
    primary: formCta('insight'),
    secondary: formCta('expertCall'),
  },
  hotspot: {
    title: '想和文中的专家直接交流？',
    text: '提交需求后，知桥顾问会在一个工作日内为您安排相关领域专家的一对一访谈。',
    primary: formCta('expertCall'),
    secondary: { label: '查看深度洞察', path: '/deepInsight' },
  },
} satisfies Record<string, CtaCopy>;
