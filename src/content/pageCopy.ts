/**
 * Page copy that is not content from the API: the hero of each page that is no kind's list (those are in their kinds' modules, src/kinds/)
 * and the call-to-action bands.
 */
import { formCta } from '../config/forms/serviceForms';
import { ANSWER_DAYS, withinDays } from './answerDays';
import type { NavItem } from './navigation';

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
  contactUs: {
    eyebrow: '联系我们',
    title: '和知桥的顾问聊聊您的问题',
    lead: `工作日 9:00–18:00 在线，一般在 ${withinDays(ANSWER_DAYS.enquiry)}回复。您也可以直接填写下方的需求表单，顾问会主动联系您。`,
  },
  downCollect: {
    eyebrow: '资料中心',
    title: '我的收藏',
    lead: '您在本设备上收藏的研究报告与资料。收藏保存在当前浏览器中，清除浏览器数据或更换设备后将不再显示。',
  },
  library: {
    eyebrow: '知识库 · The Library',
    title: '知桥知识库',
    lead: '研究报告、深度洞察与近期热点，一站浏览。输入关键词，在全部文章的标题与标签中查找。',
  },
  serviceDown: {
    eyebrow: '服务相关资料',
    title: '服务手册下载',
    lead: '每项服务的介绍手册与使用指南：服务方式、流程、合规安排与交付内容，方便您在内部评估与分享。',
  },
} satisfies Record<string, HeroCopy>;

/** The meta description of each of these pages (search results, share cards), beside its hero. */
export const PAGE_DESCRIPTIONS = {
  contactUs: '知桥咨询各地办公室地址、电话、邮箱与工作时间。',
  downCollect: '您在本设备上收藏的资料。',
  library: '知桥知识库：研究报告、深度洞察与近期热点一站浏览。',
  serviceDown: '下载知桥咨询各项服务的介绍手册。',
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
    text: `留下您的问题，顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}联系您，给出服务组合与报价。`,
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
    text: `提交需求后，知桥顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}与您联系，安排相关领域专家的一对一访谈。`,
    primary: formCta('expertCall'),
    secondary: { label: '查看深度洞察', path: '/deepInsight' },
  },
} satisfies Record<string, CtaCopy>;
