/** Topic pages (/aiEra, /fourteen): one template, the data of each topic here, keyed by the route's topicKey. */
import type * as API from '@/api';

import type { TopicKey } from '../config/routes';
import { ANSWER_DAYS, withinDays } from './answerDays';

export interface TopicFigure {
  value: string;
  label: string;
}

export interface TopicLink {
  label: string;
  path: string;
}

export interface TopicDefinition {
  key: TopicKey;
  eyebrow: string;
  /** The page's h1. */
  title: string;
  lead: string;
  /** The page's meta description (search results, share cards). */
  description: string;
  /** The thesis, in a few short blocks. */
  thesis: { title: string; text: string }[];
  figures: TopicFigure[];
  /** 知桥咨询's point of view. */
  viewpoint: { title: string; paragraphs: string[] };
  /** Related deep insights and hot topics are those carrying this tag. */
  tag: string;
  /** Related activities are those of this industry (the activities API filters by industry only). */
  activityIndustry: API.IndustrySlug;
  cta: { title: string; text: string; primary: TopicLink; secondary: TopicLink };
}

export const TOPICS: Record<TopicKey, TopicDefinition> = {
  aiEra: {
    key: 'aiEra',
    description: '生成式AI时代的产业机会、落地路径与专家观点。',
    eyebrow: '专题 · 生成式AI时代',
    title: '生成式AI时代：从技术热度到产业价值',
    lead: '大模型的能力每个季度都在刷新，但企业与投资人真正关心的是：价值在哪里沉淀、谁会受益、落地要跨过哪些门槛。知桥咨询把来自一线的专家判断整理成这份专题。',
    thesis: [
      {
        title: '模型趋同，价值下沉到场景',
        text: '主流模型的能力差距在缩小，调用价格一年下降九成以上。可持续的价值正从模型层转向拥有数据、流程与客户关系的应用层。',
      },
      {
        title: '落地瓶颈在数据与流程',
        text: '试点容易、规模化难。能否建立可信的知识底座、围绕模型重新设计流程，决定了项目能否承担真实的业务指标。',
      },
      { title: '算力与电力是新的约束', text: '推理需求接力训练需求，智算中心的瓶颈从芯片转向电力与机房条件，产业链的投资机会随之迁移。' },
      {
        title: '一手信息更值钱',
        text: '大模型降低了公开信息的处理成本，行业拐点却首先出现在一线从业者的经验里，专家判断的相对价值在上升。',
      },
    ],
    figures: [
      { value: '90%+', label: '主流大模型调用价格一年内的降幅' },
      { value: '18%', label: '受访企业中已把生成式AI用于核心业务流程的比例' },
      { value: '40kW+', label: '新建智算机柜的典型单柜功率' },
      { value: '1.2万+', label: '知桥专家库中覆盖人工智能产业链的专家' },
    ],
    viewpoint: {
      title: '知桥观点：少做试点，做深场景',
      paragraphs: [
        '我们建议企业选出两三个数据可控、流程清晰、收益可量化的场景做深做透，在立项时就写明上线后的考核指标与责任人，并保持模型可替换，把投入沉淀在知识底座、评测集与流程设计上。',
        '对投资人而言，判断一家AI企业的关键不在发布会，而在可验证的收入、客户续费与交付能力。这些信息，最好的来源是它的客户、合作伙伴与前员工。',
      ],
    },
    tag: '生成式AI',
    activityIndustry: 'eight',
    cta: {
      title: '想了解生成式AI在您所在行业的落地路径？',
      text: `告诉我们您的问题，知桥顾问将在 ${withinDays(ANSWER_DAYS.enquiry)}为您匹配模型厂商、云厂商与行业应用领域的专家。`,
      primary: { label: '咨询大模型专题', path: '/specialChatgptContactUs' },
      secondary: { label: '定制AI行业洞察', path: '/forms/insight/thirteen' },
    },
  },
  fourteen: {
    key: 'fourteen',
    description: 'AI驱动的未来：行业变革趋势与企业应对策略。',
    eyebrow: '专题 · AI驱动的未来',
    title: 'AI驱动的未来：各行业正在发生的真实变革',
    lead: '从工厂产线到投研工作台，从新药研发到咨询交付，人工智能正在改变工作的组织方式。本专题汇集知桥咨询对各行业AI应用落地的跟踪研究与专家观点。',
    thesis: [
      {
        title: '制造：从自动化到自主化',
        text: '视觉语言模型与模仿学习让机器人通过少量示范学会新任务，换型时间从数天缩短到数小时，多品种小批量工厂率先受益。',
      },
      { title: '金融：研究效率的再分配', text: '信息整理类工作节省一半以上时间，研究员把更多精力投入实地调研与专家交流，判断更早发生。' },
      {
        title: '医药：研发与准入双向提速',
        text: 'AI辅助的分子设计与临床方案优化正在缩短早期研发周期，中国早期资产在全球授权交易中更受青睐。',
      },
      { title: '服务业：人机分工重新划线', text: '咨询、客服与财务审核等岗位正在形成“模型预处理、人工判断、模型成稿”的新流程。' },
    ],
    figures: [
      { value: '≤2年', label: '制造企业对自动化设备投资回收期的普遍要求' },
      { value: '50%+', label: '投研机构信息整理类工作平均节省的时间' },
      { value: '约30%', label: '咨询项目中初级顾问资料整理时间的减少' },
      { value: '7大', label: '知桥持续跟踪AI应用的行业' },
    ],
    viewpoint: {
      title: '知桥观点：AI改变的是流程，而不只是工具',
      paragraphs: [
        '我们观察到，AI项目成效最好的企业，都不是把模型当成更聪明的工具，而是围绕它重新切分工作步骤，明确哪些判断必须由人做出、哪些交给模型建议、哪些可以完全自动化。',
        '对管理层而言，比选择哪家模型更重要的，是为每个场景指定业务负责人、调整考核方式，让节省下来的时间流向更高价值的工作。',
      ],
    },
    tag: 'AI应用落地',
    activityIndustry: 'six',
    cta: {
      title: '评估AI对您所在行业的影响',
      text: '知桥咨询可为您组织行业专家访谈、定制研究与管理层研讨，帮助您制定AI转型路线。',
      primary: { label: '定制AI行业洞察', path: '/forms/insight/thirteen' },
      secondary: { label: '预约培训咨询', path: '/thirteen' },
    },
  },
};

export const topicOf = (key: TopicKey | undefined): TopicDefinition | undefined => (key ? TOPICS[key] : undefined);
