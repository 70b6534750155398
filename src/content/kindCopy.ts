/** What the pages of each kind of content say: its list page's hero and description, and its item pages' states. */
import type { ItemKind } from '@/config/contentKinds';

import type { HeroCopy } from './pageCopy';

/** A kind's list page (its entry's `parent`): the hero, and the page's meta description beside it. */
export interface ListCopy {
  hero: HeroCopy;
  /** Search results and share cards. */
  description: string;
}

export const LIST_COPY = {
  activity: {
    hero: {
      eyebrow: '活动中心',
      title: '行业活动与专家直播',
      lead: '闭门研讨、线上分享与专家直播，每月覆盖七大行业的热点议题。报名后我们会通过短信与邮件发送参会信息。',
    },
    description: '知桥咨询线上线下行业活动、直播与闭门研讨会。',
  },
  service: {
    hero: {
      eyebrow: '产品与服务',
      title: '从一次专家访谈，到一整套研究方案',
      lead: '六类服务覆盖投资与经营决策的每个阶段：快速连线行业专家，组织专家会议，定制研究与问卷调研，或让研究员长期驻场支持。',
    },
    description: '专家访谈、定制洞察、定量研究与企业培训等全部服务。',
  },
  insight: {
    hero: {
      eyebrow: '深度洞察',
      title: '知桥深度洞察',
      lead: '知桥研究团队基于数百场一线专家访谈写成的行业长文：讲清楚变化从哪里来、影响谁、下一步看什么。',
    },
    description: '知桥研究团队的行业深度长文。',
  },
  hotTopic: {
    hero: {
      eyebrow: '近期热点',
      title: '近期热点 · 专家短评',
      lead: '行业里刚刚发生了什么、意味着什么？知桥专家网络中的一线从业者，用几段话给出他们的判断。',
    },
    description: '行业近期热点速览与专家短评。',
  },
  case: {
    hero: {
      eyebrow: '案例研究',
      title: '客户案例：挑战、方法与成果',
      lead: '来自投资机构、咨询公司与产业企业的真实项目。为保护客户隐私，客户名称已匿名处理，项目数据经客户确认。',
    },
    description: '知桥咨询客户案例：挑战、方法与可衡量的成果。',
  },
  material: {
    hero: {
      eyebrow: '资料下载',
      title: '研究报告与资料下载',
      lead: '知桥研究团队基于一线专家访谈与调研撰写的行业报告、白皮书、案例集与服务手册。标注“免费下载”的资料可直接获取，部分深度报告需要简单登记。',
    },
    description: '研究报告、白皮书与服务手册下载。',
  },
  campaign: {
    hero: {
      eyebrow: '专题活动',
      title: '正在进行的专题活动',
      lead: '趋势报告解读、闭门分享与专家交流名额，按专题限时开放。选择感兴趣的专题留下联系方式，顾问会为您安排后续。',
    },
    description: '知桥咨询正在进行的专题活动与报名。',
  },
} satisfies Record<ItemKind, ListCopy>;

/** What each detail page (an item by `?id=`) says while its item cannot be shown, and the section its tab title names. */
export interface ItemCopy {
  /** The section named in the browser tab after the item ('<item> - <section> - 知桥咨询'). */
  section: string;
  /** The page heading of the error state. */
  heading: string;
  loadingLabel: string;
  errorText?: string;
  /** The way back leads to the kind's list page (its `parent`, src/config/contentKinds.ts). */
  notFound: { title: string; text: string; backLabel: string };
}

/** An item page's copy with its way back (src/features/content/items.ts fills it in). */
export type ItemPageCopy = ItemCopy & { notFound: ItemCopy['notFound'] & { backTo: string } };

export const ITEM_COPY = {
  activity: {
    section: '活动详情',
    heading: '活动详情',
    loadingLabel: '正在加载活动详情…',
    notFound: {
      title: '没有找到这场活动',
      text: '活动可能已下线，或链接有误。您可以回到活动中心，看看近期的其他活动。',
      backLabel: '返回活动中心',
    },
  },
  service: {
    section: '产品与服务',
    heading: '服务详情',
    loadingLabel: '正在加载服务详情…',
    notFound: {
      title: '没有找到这项服务',
      text: '链接可能已失效，或该服务已调整。您可以在服务列表中查看我们提供的全部服务。',
      backLabel: '查看全部服务',
    },
  },
  case: {
    section: '案例研究',
    heading: '案例研究',
    loadingLabel: '正在加载案例…',
    notFound: {
      title: '没有找到这个案例',
      text: '案例可能已下线，或链接有误。您可以回到案例列表，看看其他客户的项目。',
      backLabel: '查看全部案例',
    },
  },
  insight: {
    section: '深度洞察',
    heading: '深度洞察',
    loadingLabel: '正在加载文章…',
    notFound: {
      title: '没有找到这篇文章',
      text: '文章可能已下线，或链接有误。您可以回到深度洞察，看看最新的行业长文。',
      backLabel: '返回深度洞察',
    },
  },
  hotTopic: {
    section: '近期热点',
    heading: '近期热点',
    loadingLabel: '正在加载文章…',
    notFound: {
      title: '没有找到这条热点',
      text: '内容可能已下线，或链接有误。您可以回到近期热点，看看专家们最新的判断。',
      backLabel: '返回近期热点',
    },
  },
  material: {
    section: '资料下载',
    heading: '资料下载',
    loadingLabel: '正在加载资料…',
    notFound: {
      title: '没有找到这份资料',
      text: '资料可能已下线，或链接有误。您可以回到资料中心，浏览全部研究报告与白皮书。',
      backLabel: '返回资料下载',
    },
  },
  campaign: {
    section: '专题活动',
    heading: '专题活动',
    loadingLabel: '正在加载活动…',
    errorText: '活动信息暂时无法加载，请稍后重试。',
    notFound: {
      title: '没有找到这个活动',
      text: '活动可能尚未发布，或链接有误。您可以看看正在进行的专题活动，或直接联系我们。',
      backLabel: '查看专题活动',
    },
  },
} satisfies Record<ItemKind, ItemCopy>;
