import type { ItemKind } from '@/config/contentKinds';

/** What each detail page (an item by `?id=`) says while its item cannot be shown, and the section its tab title names. */

export interface ItemCopy {
  /** The section named in the browser tab after the item ('<item> - <section> - 知桥咨询'). */
  section: string;
  /** The page heading of the error state. */
  heading: string;
  loadingLabel: string;
  errorText?: string;
  notFound: { title: string; text: string; backTo: string; backLabel: string };
}

export const ITEM_COPY = {
  activity: {
    section: '活动详情',
    heading: '活动详情',
    loadingLabel: '正在加载活动详情…',
    notFound: {
      title: '没有找到这场活动',
      text: '活动可能已下线，或链接有误。您可以回到活动中心，看看近期的其他活动。',
      backTo: '/activeList',
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
      backTo: '/service',
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
      backTo: '/case',
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
      backTo: '/deepInsight',
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
      backTo: '/hotspot',
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
      backTo: '/down',
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
      backTo: '/campaign',
      backLabel: '查看专题活动',
    },
  },
} satisfies Record<ItemKind, ItemCopy>;
