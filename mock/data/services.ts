/** The firm's services. Their ids are referred to by cases and materials; keep them stable. */
import type * as API from '../../src/api';
import { formByKey } from '../../src/config/forms';

const formPath = (formKey: string): string => {
  const form = formByKey(formKey);
  if (!form) throw new Error(`No form "${formKey}" in src/config/forms/index.ts`);
  return form.path;
};

const step = (title: string, text: string): API.ServiceStep => ({ title, text });
const useCase = (client: string, scenario: string): API.ServiceUseCase => ({ client, scenario });
const faq = (question: string, answer: string): API.ServiceFaq => ({ question, answer });
const fact = (value: string, label: string): API.ServiceFact => ({ value, label });

const ALL_INDUSTRIES: API.IndustrySlug[] = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

const COMPLIANCE_FAQ = faq(
  '专家会提供内部或保密信息吗？',
  '不会。所有专家均签署合规承诺，只分享基于个人经验与公开信息的见解，不提供任何重大非公开信息或保密信息；访谈前我们会完成利益冲突检查。',
);

export const SERVICES: API.Service[] = [
  {
    id: 'expert-call',
    name: '专家访谈',
    pitch: '一对一电话或视频访谈，24 小时内连线懂行的产业专家。',
    formPath: formPath('expertCall'),
    en: {
      title: 'Expert calls',
      summary: 'One-to-one phone or video calls with the industry practitioners who know your question first-hand.',
    },
    industries: ALL_INDUSTRIES,
    description: [
      '专家访谈是知桥咨询最核心的服务。您提出问题，我们的行业研究员在 40 万专家中筛选最合适的人选，附上背景说明与筛选问答，由您挑选后安排一对一访谈。',
      '访谈通常为 60 分钟，可电话、视频或线下进行。适合在投资决策、行业研究、战略规划的关键节点，快速验证判断、补足一线信息。',
    ],
    facts: [fact('24小时', '平均推荐首批专家'), fact('3–5位', '每次推荐候选人'), fact('60分钟', '标准访谈时长')],
    steps: [
      step('提交需求', '告诉我们您想了解的问题、希望的专家背景与时间安排。'),
      step('筛选与推荐', '研究员检索专家库并完成预沟通，推荐 3–5 位候选人及其背景说明。'),
      step('合规检查', '确认专家身份与任职情况，完成利益冲突检查与合规提示。'),
      step('安排访谈', '协调双方时间，提供会议链接或电话接入，可安排同传与速记。'),
      step('反馈与跟进', '访谈后收集您的评价，按需推荐追加专家或补充访谈。'),
    ],
    deliverables: ['专家背景说明与筛选问答', '一对一访谈（电话、视频或线下）', '可选：访谈纪要与要点整理', '可选：同声传译与速记'],
    useCases: [
      useCase('私募股权基金', '投前尽调阶段，访谈目标公司的前员工、客户与竞争对手，验证商业计划中的关键假设。'),
      useCase('二级市场投资机构', '跟踪产业链景气度，每月访谈渠道商与采购负责人，提前感知需求变化。'),
      useCase('战略咨询公司', '项目启动两周内完成二十余场专家访谈，快速搭建行业认知框架。'),
    ],
    faq: [
      faq('多久能安排上访谈？', '一般在提交需求后 24 小时内推荐首批专家，专家确认时间后即可访谈；紧急需求可当天安排。'),
      faq('如何计费？', '按访谈时长计费，以 60 分钟为基本单位，具体价格取决于专家资历，签约客户可使用预付额度。'),
      faq('可以访谈海外专家吗？', '可以。我们的专家覆盖 60 多个国家与地区，可安排英文访谈或提供同声传译。'),
      COMPLIANCE_FAQ,
    ],
  },
  {
    id: 'meeting',
    name: '专家会议及访问支持',
    pitch: '专家小组会、路演与实地调研，一站式组织与全程支持。',
    formPath: formPath('meeting'),
    en: {
      title: 'Expert meetings and field support',
      summary: 'Expert panels, roadshows and site visits, organised end to end by our project team.',
    },
    industries: ['two', 'three', 'four', 'six', 'seven', 'eight'],
    description: [
      '当一个问题需要多方视角时，我们组织专家小组会或闭门研讨，让不同环节的专家同场交流、相互印证。',
      '我们也为客户安排企业实地调研、工厂与门店走访、展会陪同等访问支持，负责行程、专家邀约与现场协调。',
    ],
    facts: [fact('2–6位', '小组会专家人数'), fact('5个', '自有办公室会议场地'), fact('全程', '现场执行与记录')],
    steps: [
      step('明确议题', '与您确认会议形式、讨论议题、参会对象与预期产出。'),
      step('邀约专家', '按议题邀请产业链不同环节的专家，完成合规检查与会前沟通。'),
      step('会务与行程', '安排场地、线上会议、交通与住宿，准备会议材料。'),
      step('现场执行', '专人主持与记录，控制讨论节奏与合规边界。'),
      step('会后整理', '提供会议纪要与要点总结，按需组织追加访谈。'),
    ],
    deliverables: ['会议方案与专家名单', '线上或线下会议组织', '实地调研行程与陪同', '会议纪要与要点总结'],
    useCases: [
      useCase('公募基金研究团队', '组织新能源产业链四位专家的小组会，一次讨论覆盖上游材料到下游整车。'),
      useCase('产业资本', '安排长三角三家工厂的实地调研，并在当地约见两位行业专家。'),
      useCase('跨国企业', '为总部高管访华组织为期三天的行业交流行程与闭门研讨。'),
    ],
    faq: [
      faq('线下会议可以在哪些城市举办？', '上海、北京、深圳、香港、新加坡可使用我们的办公室会议室，其他城市可由我们代订场地。'),
      faq('会议可以录音吗？', '可以在征得所有专家同意后录音，录音与纪要仅供客户内部使用。'),
      COMPLIANCE_FAQ,
    ],
  },
  {
    id: 'custom-insight',
    name: '定制洞察',
    pitch: '围绕您的问题定制研究，输出可以直接用于决策的结论。',
    formPath: formPath('insight'),
    en: {
      title: 'Custom research',
      summary: 'Research built around your question, ending in conclusions you can act on.',
    },
    industries: ALL_INDUSTRIES,
    description: [
      '定制洞察由我们的行业研究员主导：拆解您的问题，设计研究框架，组织专家访谈与桌面研究，最终交付一份结论清晰、证据完整的研究报告。',
      '适合时间紧、问题复杂、需要系统性结论的场景，例如市场进入、竞争格局、供应链梳理与投资备忘录支持。',
    ],
    facts: [fact('2–4周', '典型项目周期'), fact('15–40场', '专家访谈数量'), fact('1位', '专属研究负责人')],
    steps: [
      step('问题拆解', '与您共同确定研究问题、假设与交付形式。'),
      step('研究设计', '制定访谈提纲、专家画像与桌面研究清单。'),
      step('访谈与调研', '组织专家访谈，交叉验证关键数据与观点。'),
      step('分析与成稿', '整合访谈与数据，形成结论与支撑证据。'),
      step('汇报与答疑', '向团队汇报研究结论，并在交付后提供答疑。'),
    ],
    deliverables: ['研究框架与访谈提纲', '专家访谈纪要汇编', '研究报告（中文或英文）', '结论汇报会'],
    useCases: [
      useCase('私募股权基金', '三周内完成某细分医疗器械赛道的竞争格局研究，支持投委会决策。'),
      useCase('消费品牌', '评估进入东南亚市场的渠道选择与定价策略。'),
      useCase('产业集团', '梳理半导体设备关键零部件的国产化进度与供应商格局。'),
    ],
    faq: [
      faq('报告可以用英文交付吗？', '可以，我们提供中文、英文或中英双语报告。'),
      faq('研究过程中可以调整方向吗？', '可以。每周同步进展，研究方向可随您的新问题及时调整。'),
      COMPLIANCE_FAQ,
    ],
  },
  {
    id: 'quant-study',
    name: '定量研究',
    pitch: '面向从业者与消费者的问卷调研，用数据验证判断。',
    formPath: formPath('study'),
    en: {
      title: 'Surveys',
      summary: 'Questionnaires of practitioners and consumers that test a view against data.',
    },
    industries: ['two', 'three', 'five', 'six', 'seven', 'eight'],
    description: [
      '定量研究把专家与行业从业者变成可统计的样本：医生、采购经理、渠道商、IT 决策者，或者特定画像的消费者。',
      '我们负责问卷设计、样本招募、质量控制与数据分析，帮助您用数据回答“有多少”“有多快”“谁会买”。',
    ],
    facts: [fact('100–3,000', '单次样本量'), fact('5–10天', '典型执行周期'), fact('多重', '样本质量校验')],
    steps: [
      step('确定目标', '明确研究问题、目标样本与需要的统计口径。'),
      step('问卷设计', '研究员设计或优化问卷，设置甄别与逻辑校验。'),
      step('样本招募', '在专家库与合作样本库中定向招募，严格甄别身份。'),
      step('质量控制', '剔除作答异常样本，抽样回访核实。'),
      step('数据分析', '交付原始数据、交叉分析表与结论摘要。'),
    ],
    deliverables: ['问卷与甄别方案', '清洗后的原始数据', '交叉分析表与图表', '结论摘要报告'],
    useCases: [
      useCase('二级市场投资机构', '每季度调研 300 位医院采购人员，跟踪高值耗材的采购意向。'),
      useCase('咨询公司', '为客户项目调研 1,000 位中小企业主的数字化软件使用情况。'),
      useCase('医疗企业', '访问 200 位临床医生，评估新产品的处方意愿与定价敏感度。'),
    ],
    faq: [
      faq('样本如何保证真实？', '我们对受访者进行身份与从业经历核验，并设置逻辑陷阱题、作答时长校验与抽样回访。'),
      faq('可以只做数据收集吗？', '可以。若您已有问卷与分析团队，我们可以只负责样本招募与执行。'),
      COMPLIANCE_FAQ,
    ],
  },
  {
    id: 'psf',
    name: '专家咨询与研究服务',
    pitch: '按月配置专家与研究员，长期陪伴您的研究团队。',
    formPath: formPath('psf'),
    en: {
      title: 'Research partnership',
      summary: 'A monthly team of experts and researchers working alongside your analysts.',
    },
    industries: ['two', 'three', 'four', 'five'],
    description: [
      '专家咨询与研究服务（PSF）为需要持续研究支持的团队设计：我们按月为您配置专属研究员与专家额度，覆盖访谈、纪要、数据整理与专题研究。',
      '研究员熟悉您的关注领域与研究风格，像团队成员一样随时响应，让您的研究团队把时间花在判断上。',
    ],
    facts: [fact('1对1', '专属研究员'), fact('按月', '灵活配置额度'), fact('4小时', '工作日响应时间')],
    steps: [
      step('需求评估', '了解您的研究覆盖范围、工作节奏与预算。'),
      step('方案配置', '确定研究员人选、专家额度与服务内容。'),
      step('日常支持', '研究员随时响应访谈、纪要、数据与资料需求。'),
      step('月度复盘', '每月回顾服务使用情况与质量，调整配置。'),
    ],
    deliverables: ['专属研究员与月度专家额度', '访谈纪要与行业资料整理', '专题研究简报', '月度服务报告'],
    useCases: [
      useCase('公募基金', '为消费研究小组配置专属研究员，每月完成 30 余场专家访谈与纪要。'),
      useCase('投资银行', '在 IPO 项目高峰期按月增加研究支持，完成客户与供应商访谈。'),
    ],
    faq: [
      faq('额度用不完怎么办？', '未使用的额度可在约定范围内顺延至下月，也可调整为专题研究等其他服务。'),
      faq('可以更换研究员吗？', '可以。若您对研究员的配合不满意，我们会在一周内完成更换与交接。'),
      COMPLIANCE_FAQ,
    ],
  },
  {
    id: 'training',
    name: '企业培训与定制咨询',
    pitch: '由行业专家授课的企业内训，以及针对具体问题的咨询项目。',
    formPath: formPath('thirteen'),
    en: {
      title: 'Corporate training and advisory',
      summary: 'In-house courses taught by industry experts, and advisory projects on specific questions.',
    },
    industries: ['five', 'six', 'seven', 'eight'],
    description: [
      '企业培训邀请一线行业专家为您的团队授课：产业链入门、技术趋势、海外市场、销售与供应链管理等主题均可定制。',
      '定制咨询面向企业的具体经营问题，由研究团队与外部专家共同完成诊断与方案设计，并陪伴落地。',
    ],
    facts: [fact('半天–3天', '培训时长'), fact('200+', '可选课程主题'), fact('线上线下', '灵活授课形式')],
    steps: [
      step('需求沟通', '了解学员背景、培训目标或咨询问题。'),
      step('方案与讲师', '推荐课程大纲与讲师，或提出咨询项目方案。'),
      step('交付实施', '组织授课或开展访谈、分析与工作坊。'),
      step('效果评估', '课后测评与反馈，咨询项目提供落地跟进。'),
    ],
    deliverables: ['定制课程大纲与讲义', '专家授课与互动问答', '培训测评与反馈报告', '咨询诊断报告与行动方案'],
    useCases: [
      useCase('新能源企业', '为海外销售团队开设欧洲市场准入与渠道管理培训。'),
      useCase('医药企业', '邀请资深注册专家讲解中美双报流程与常见问题。'),
      useCase('制造企业', '诊断供应链成本结构，制定三年降本方案并陪伴落地。'),
    ],
    faq: [
      faq('培训可以在我们公司现场进行吗？', '可以。我们可安排讲师到您所在城市授课，也支持线上直播与录播。'),
      faq('讲师都是什么背景？', '讲师来自我们的专家网络，均有十年以上行业经验，并通过授课能力评估。'),
      COMPLIANCE_FAQ,
    ],
  },
];
