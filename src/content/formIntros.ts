import type { FormKey } from '../config/forms';
import { ANSWER_DAYS, withinDays } from './answerDays';

/**
 * What each lead form says around its fields: the introduction above it, what the visitor gets (listed beside it) and,
 * for a form that is also a content page, a richer block. Keyed by the form's key: the form pages read it
 * by the key of the form definition (src/config/forms/index.ts), and a form without copy does not compile.
 */

/** The richer block around a form that is also a content page (/thirteen). */
export interface RichIntro {
  title: string;
  lead: string;
  groups: readonly { title: string; items: readonly string[] }[];
}

export interface FormIntro {
  /** One or two sentences above the form. */
  intro: string;
  /** What the visitor gets, listed beside the form. */
  highlights?: readonly string[];
  richIntro?: RichIntro;
}

const SERVICE_HIGHLIGHTS = [
  `${withinDays(ANSWER_DAYS.enquiry)}由行业顾问联系您`,
  '免费评估需求并给出方案与报价',
  '严格的专家合规审核与保密承诺',
];
const SPECIAL_HIGHLIGHTS = ['专题研究报告（PDF）发送至您的邮箱', '优先获得专题发布会席位', '可预约参与研究的行业专家'];
const INSIGHT_HIGHLIGHTS = ['该主题的最新研究简报', '与研究员或行业专家一对一交流', '按需定制的深度研究'];

export const FORM_INTROS = {
  // The services.
  expertCall: {
    intro: '告诉我们您想了解的问题，行业研究员会在 24 小时内推荐 3–5 位合适的专家，确认后安排一对一电话或视频访谈。',
    highlights: ['24 小时内推荐首批专家', '专家背景说明与筛选问答', '访谈前完成合规与利益冲突检查'],
  },
  meeting: {
    intro: '专家小组会、闭门研讨、企业实地调研与展会陪同：告诉我们议题与形式，我们邀约专家并负责会务与行程。',
    highlights: SERVICE_HIGHLIGHTS,
  },
  insight: {
    intro: '围绕您的具体决策问题，组合专家访谈、桌面研究与数据验证，交付可直接用于决策的洞察报告。',
    highlights: SERVICE_HIGHLIGHTS,
  },
  study: { intro: '从问卷设计、样本招募到数据分析，一站完成 B2B 与专业人群的定量调研。', highlights: SERVICE_HIGHLIGHTS },
  psf: { intro: '不确定需要哪种服务？写下您的问题，顾问会为您组合专家咨询与研究方案。', highlights: SERVICE_HIGHLIGHTS },
  thirteen: {
    intro: '由一线行业专家与知桥研究团队共同授课，为投资与战略团队提升研究方法与行业认知。',
    highlights: [`${withinDays(ANSWER_DAYS.proposal)}给出课程大纲`, '可先安排 30 分钟需求沟通', '课后提供讲义与答疑'],
    richIntro: {
      title: '培训与咨询能做什么',
      lead: '我们把服务投资机构与企业的研究经验整理成可复用的方法，并按团队的行业与阶段定制内容。',
      groups: [
        {
          title: '培训内容',
          items: [
            '行业研究框架：从产业链拆解到关键变量',
            '专家访谈：提纲设计、追问技巧与合规边界',
            'AI 工具辅助研究：检索、整理与交叉验证',
            '出海专题：目标市场进入、合规与本地化',
          ],
        },
        {
          title: '授课形式',
          items: [
            '线下集中授课（半天或一天）',
            '线上直播系列课（每次 90 分钟）',
            '工作坊：带着真实项目共同演练',
            '定制咨询：针对具体课题的陪伴式项目',
          ],
        },
        {
          title: '适合谁',
          items: [
            '投资机构的新入职分析师与投资经理',
            '企业战略、投资与市场研究部门',
            '准备进入新行业或新市场的业务团队',
            '咨询公司的项目团队',
          ],
        },
      ],
    },
  },
  // The survey.
  fiveteen: { intro: '约 2 分钟即可完成。您的回答将帮助我们决定下一季度的研究选题与活动形式。' },
  // The topic releases.
  special: { intro: '知桥研究团队年度专题：多个行业的关键变化与专家判断，一次获取。', highlights: SPECIAL_HIGHLIGHTS },
  'special-consumer': { intro: '新消费品牌的渠道变化、复购与盈利模型，来自品牌方与渠道方专家的一线观察。', highlights: SPECIAL_HIGHLIGHTS },
  'special-sea': { intro: '印尼、越南、泰国等市场的进入路径、合规要点与本地合作伙伴选择。', highlights: SPECIAL_HIGHLIGHTS },
  'special-cbec': { intro: '平台政策、物流与支付变化下，跨境卖家的成本结构与增长机会。', highlights: SPECIAL_HIGHLIGHTS },
  'special-2405-trend': { intro: '2024 年 5 月的行业趋势速览：需求、价格与产能的最新信号。', highlights: SPECIAL_HIGHLIGHTS },
  'special-newretail': { intro: '即时零售、会员店与社区商业的模式比较与门店经营数据。', highlights: SPECIAL_HIGHLIGHTS },
  'special-robot': { intro: '工业机器人与人形机器人的产业链、核心零部件国产化与量产节奏。', highlights: SPECIAL_HIGHLIGHTS },
  'special-24hy-review': { intro: '2024 年上半年重点行业回顾：哪些判断应验了，下半年该关注什么。', highlights: SPECIAL_HIGHLIGHTS },
  'special-lifesci': { intro: '创新药、医疗器械与 CXO 的研发管线、准入政策与出海进展。', highlights: SPECIAL_HIGHLIGHTS },
  'special-chatgpt': { intro: '大模型的算力成本、应用落地与企业采购决策，专家逐层拆解。', highlights: SPECIAL_HIGHLIGHTS },
  'special-network-security': { intro: '数据安全合规、云安全与信创替代下的网络安全市场格局。', highlights: SPECIAL_HIGHLIGHTS },
  // The industry insights.
  'insight-one': { intro: '设备、材料与制造环节的国产化进度，以及下游需求对产能的影响。', highlights: INSIGHT_HIGHLIGHTS },
  'insight-two': { intro: '整车与零部件企业出海欧洲、东南亚与中东的路径与风险。', highlights: INSIGHT_HIGHLIGHTS },
  'insight-three': { intro: '医保谈判、院内准入与商业化团队建设，新药上市后的关键一年。', highlights: INSIGHT_HIGHLIGHTS },
  'insight-four': { intro: '从单品爆发到长期增长：渠道、产品与组织的取舍。', highlights: INSIGHT_HIGHLIGHTS },
  'insight-five': { intro: '控制系统、伺服与机器视觉的国产替代，以及下游行业的资本开支节奏。', highlights: INSIGHT_HIGHLIGHTS },
  'insight-six': { intro: '集采扩面后的价格、份额与企业应对策略。', highlights: INSIGHT_HIGHLIGHTS },
  'insight-eleven': { intro: '企业软件、数据平台与流程自动化的投入回报与选型经验。', highlights: INSIGHT_HIGHLIGHTS },
  'insight-twelve': { intro: '披露要求、碳管理与供应链合规对企业经营的实际影响。', highlights: INSIGHT_HIGHLIGHTS },
  'insight-thirteen': { intro: '大模型在金融、制造、医疗等行业的真实落地案例与成本测算。', highlights: INSIGHT_HIGHLIGHTS },
  'insight-fourteen': { intro: 'eVTOL、无人机物流与低空基础设施的商业化进度与政策走向。', highlights: INSIGHT_HIGHLIGHTS },
  // The activities.
  activeForm: { intro: '填写以下信息完成报名，审核通过后我们会发送参会信息。' },
  activeFormBackLive: { intro: '填写以下信息申请观看回放，审核通过后我们会把观看链接发送给您。' },
  'active-one': { intro: '面向投资机构的闭门交流，名额有限，报名后需审核。' },
  'active-two': { intro: '系列线上分享会，每月邀请一位产业链专家分享最新变化。报名后，我们会在每期开始前发送会议信息。' },
  'active-three': { intro: '每季度一期的小范围圆桌，围绕储能、电池与光伏的投资机会交流。提交意向后，我们会在下一期确定后邀请您。' },
  'active-four': { intro: '跨国药企与本土创新药企的出海负责人同台，拆解海外临床、注册与商业化。' },
  'active-five': { intro: '从光学模组、芯片到内容生态，专家解读混合现实设备的技术拐点。' },
  // The expert application and the form in front of gated materials.
  expertApply: {
    intro: `留下您的从业背景与擅长领域。专家团队会在 ${withinDays(ANSWER_DAYS.expertCall)}与您电话沟通，核实背景后邀请您参与匹配的付费咨询。`,
    highlights: ['按小时计酬，时间由您决定', '电话或视频，一次通常 45–60 分钟', '每次咨询前说明客户类型与合规要求'],
  },
  download: { intro: '留下联系方式即可下载；如勾选接收研究更新，资料更新时我们会通知您。' },
} satisfies Record<FormKey, FormIntro>;

/** The copy around one form. */
export const formIntro = (key: FormKey): FormIntro => FORM_INTROS[key];
