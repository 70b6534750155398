/**
 * The content of the seven industry landing pages (/industryLanding/two … /eight) and of the /industry overview: hero
 * copy, sub-segments, what we do, questions clients bring, typical clients, figures and research leads. Plain data: no
 * React, no window.
 */
import { findIndustry, INDUSTRIES, type Industry } from '../config/industries';

export interface IndustrySegment {
  /** Stable id; the industry API answers the same ids. */
  id: string;
  name: string;
  /** One line on what we cover in it. */
  summary: string;
}

export interface IndustryOffer {
  title: string;
  text: string;
}

export interface IndustryFigure {
  value: string;
  label: string;
}

/** A research lead of the industry team: who a client talks to first (initials avatar, no photograph). */
export interface IndustryLead {
  name: string;
  role: string;
  /** Years in the industry (before and at the firm). */
  years: number;
  /** What the lead covers, in a few words. */
  focus: string;
}

/** What a landing page says of its industry, beyond what names it (industries.ts). */
export interface IndustryLandingContent {
  /** Lead of the landing page's hero: what we do for this industry. */
  heroLead: string;
  segments: readonly IndustrySegment[];
  offers: readonly IndustryOffer[];
  questions: readonly string[];
  clients: readonly string[];
  figures: readonly IndustryFigure[];
  /** The research leads of the industry team. */
  leads: readonly IndustryLead[];
}

export type IndustryLandingDefinition = Industry & IndustryLandingContent;

const CONTENT: Record<Industry['slug'], IndustryLandingContent> = {
  two: {
    heroLead:
      '从立项判断到退出定价，我们在每个节点为投资团队找到最懂行的人：前高管、客户、供应商与竞争对手，帮助您在有限的时间里看清一家公司与它所在的赛道。',
    segments: [
      { id: 'pe-buyout', name: '并购与控股交易', summary: '控股型交易的行业尽调、管理层背景与协同空间验证。' },
      { id: 'pe-growth', name: '成长期投资', summary: '高成长赛道的竞争格局、客户口碑与单位经济模型。' },
      { id: 'pe-venture', name: '早期与风险投资', summary: '技术路线判断、创始团队背景与早期市场规模测算。' },
      { id: 'pe-portfolio', name: '投后管理', summary: '对标分析、降本增效与第二增长曲线的专家支持。' },
      { id: 'pe-exit', name: '退出规划', summary: 'IPO、并购退出与老股转让前的估值逻辑与买方视角。' },
    ],
    offers: [
      { title: '投前：快速立项判断', text: '48 小时内安排 3–5 位行业专家，帮助团队判断赛道天花板与标的位置。' },
      { title: '投中：独立尽职调查', text: '对标的客户、供应商与前员工进行独立访谈，交叉验证管理层陈述。' },
      { title: '投后：价值创造支持', text: '为被投企业对接采购、定价、渠道与数字化领域的资深操盘人。' },
    ],
    questions: [
      '这个赛道未来三年的真实增速是多少，与管理层预测相差多少？',
      '标的在核心客户心中排第几，客户的替换成本有多高？',
      '主要竞争对手的产能、价格策略与扩张计划是什么？',
      '投后有哪些可以在 12 个月内见效的降本或增长抓手？',
    ],
    clients: ['人民币并购基金', '美元成长期基金', '产业资本与CVC', '政府引导基金', '家族办公室'],
    figures: [
      { value: '1,600+', label: '年度尽调项目' },
      { value: '48小时', label: '首批专家推荐' },
      { value: '92%', label: '客户续约率' },
    ],
    leads: [
      { name: '周思远', role: '私募股权研究负责人', years: 14, focus: '并购尽调、消费与医疗服务标的' },
      { name: '顾晓岚', role: '高级研究经理', years: 9, focus: '成长期投资、企业服务与SaaS' },
    ],
  },
  three: {
    heroLead: '在财报之前听到产业的声音：我们为基金经理与研究员连线产业链上下游的一线人员，用高频、可复核的专家观点验证您的投资逻辑。',
    segments: [
      { id: 'sm-consumer', name: '消费与零售', summary: '渠道动销、价格带变化与品牌力的高频追踪。' },
      { id: 'sm-tmt', name: 'TMT与科技硬件', summary: '供应链排产、资本开支与终端需求的交叉验证。' },
      { id: 'sm-healthcare', name: '医药与医疗服务', summary: '集采、医保谈判与医院端采购节奏的一线反馈。' },
      { id: 'sm-cyclical', name: '周期与资源', summary: '产能、库存与价格传导的产业链判断。' },
      { id: 'sm-energy', name: '新能源与汽车', summary: '装机量、排产计划与技术路线切换的实时观察。' },
    ],
    offers: [
      { title: '专家快速连线', text: '热点出现当天即可安排电话访谈，研究员不错过窗口期。' },
      { title: '产业链系列调研', text: '围绕一个主题访谈上游、中游与下游，形成完整的产业链图谱。' },
      { title: '季度跟踪访谈', text: '对重点持仓设定固定专家与问题清单，每季度追踪同一组指标。' },
    ],
    questions: [
      '渠道库存处在什么水平，下个季度会补库还是去库？',
      '龙头公司的订单排到了哪个月，价格是否开始松动？',
      '新政策在地方的落地节奏如何，对哪些环节影响最大？',
      '海外客户的需求变化会在多久之后传导到国内供应链？',
    ],
    clients: ['公募基金', '私募证券基金', '保险资管', 'QFII与海外对冲基金', '券商自营与资管'],
    figures: [
      { value: '当日', label: '热点专家连线' },
      { value: '4.8万', label: '产业链专家' },
      { value: '300+', label: '长期合作投研团队' },
    ],
    leads: [
      { name: '陈牧之', role: '二级市场研究负责人', years: 12, focus: '产业链景气跟踪、TMT与新能源' },
      { name: '许静怡', role: '资深研究员', years: 8, focus: '消费与医药的渠道调研' },
    ],
  },
  four: {
    heroLead: '为投行项目组与研究所提供独立、合规的产业视角：IPO 与并购项目的第三方访谈、行业深度报告的数据支撑，以及路演前的观点校验。',
    segments: [
      { id: 'ib-ipo', name: 'IPO尽职调查', summary: '客户、供应商与竞争对手的独立第三方访谈。' },
      { id: 'ib-ma', name: '并购财务顾问', summary: '交易标的的市场地位、协同空间与整合风险评估。' },
      { id: 'ib-research', name: '卖方行业研究', summary: '行业深度报告的数据来源、测算口径与观点支持。' },
      { id: 'ib-credit', name: '债券与信用研究', summary: '发行主体所在行业的景气度与经营风险判断。' },
      { id: 'ib-crossborder', name: '跨境交易', summary: '海外市场准入、监管环境与当地竞争格局访谈。' },
    ],
    offers: [
      { title: '第三方尽调访谈', text: '按监管要求设计访谈提纲、留存记录，支持底稿归档。' },
      { title: '行业研究支持', text: '为深度报告匹配专家访谈与小样本调研，补足公开数据的空白。' },
      { title: '路演观点校验', text: '在发布观点前，与产业专家逐条核对关键假设。' },
    ],
    questions: [
      '招股书中的市场规模与份额数据，产业内部如何看待？',
      '标的公司的核心技术在行业里处于什么水平？',
      '并购完成后，双方的客户与渠道能否真正协同？',
      '访谈记录如何留存，才能满足监管与内控要求？',
    ],
    clients: ['券商投行部', '券商研究所', '外资投资银行', '信用评级机构', '独立财务顾问'],
    figures: [
      { value: '500+', label: 'IPO与并购项目支持' },
      { value: '100%', label: '访谈记录可追溯' },
      { value: '2.1万', label: '行业研究专家' },
    ],
    leads: [
      { name: '林嘉禾', role: '投行业务研究负责人', years: 15, focus: 'IPO行业章节、并购估值' },
      { name: '邵一鸣', role: '研究经理', years: 7, focus: '卖方研究支持、债券与信用' },
    ],
  },
  five: {
    heroLead: '咨询项目周期短、问题密：我们作为项目组的延伸，在几天内完成专家招募、访谈排期与问卷回收，让顾问把时间花在分析与建议上。',
    segments: [
      { id: 'cs-strategy', name: '战略咨询', summary: '市场进入、增长战略与组织设计项目的专家支持。' },
      { id: 'cs-cdd', name: '商业尽职调查', summary: '短周期、高密度的专家访谈与客户调研安排。' },
      { id: 'cs-operations', name: '运营改进', summary: '采购、供应链与生产运营领域的实操专家。' },
      { id: 'cs-market-entry', name: '市场进入研究', summary: '新区域、新品类的渠道结构与竞争格局访谈。' },
      { id: 'cs-survey', name: '问卷与定量调研', summary: 'B2B 与消费者样本的问卷设计、投放与数据清洗。' },
    ],
    offers: [
      { title: '专家访谈外包', text: '从招募、筛选到排期与纪要，整段流程由专属项目经理负责。' },
      { title: '定量调研执行', text: '覆盖企业决策者与消费者样本，支持配额控制与质量核查。' },
      { title: '行业数据包', text: '按项目需要整理市场规模、价格与竞争格局的基础数据。' },
    ],
    questions: [
      '一周之内，能否完成 15 场以上的专家访谈？',
      '如何找到真正参与过采购决策的企业客户？',
      '定量样本的质量如何保证，是否可以剔除无效问卷？',
      '项目结束后，访谈纪要与数据能否按客户要求保密处理？',
    ],
    clients: ['国际战略咨询公司', '会计师事务所咨询部门', '本土管理咨询公司', '市场研究机构', '企业战略部'],
    figures: [
      { value: '5个工作日', label: '完成一轮商业尽调访谈' },
      { value: '200+', label: '年度咨询项目' },
      { value: '30+', label: '可覆盖国家与地区样本' },
    ],
    leads: [
      { name: '唐若溪', role: '咨询客户总监', years: 13, focus: '商业尽调、市场进入与定量验证' },
      { name: '贺铭', role: '项目经理', years: 6, focus: '问卷调研与专家网络访谈' },
    ],
  },
  six: {
    heroLead:
      '工业品的答案在车间和采购部：我们连接工程师、工厂负责人、采购总监与技术专家，帮助您判断技术路线、产能周期与国产替代的真实进度。',
    segments: [
      { id: 'ind-automation', name: '工业自动化与机器人', summary: '工业机器人、机床、传感器与自动化产线。' },
      { id: 'ind-chemicals', name: '精细化工与电子化学品', summary: '电子化学品、助剂、催化剂与特种化学品。' },
      { id: 'ind-materials', name: '先进材料', summary: '复合材料、锂电材料与半导体材料的技术与产能。' },
      { id: 'ind-energy', name: '能源装备与储能', summary: '光伏、风电、储能系统与电网设备。' },
      { id: 'ind-auto-parts', name: '汽车与零部件', summary: '电动化、智能化带来的零部件供应链变化。' },
    ],
    offers: [
      { title: '技术路线评估', text: '由一线工程师与研发负责人评估不同技术方案的成熟度与成本曲线。' },
      { title: '产能与供需研究', text: '跟踪主要厂商的扩产节奏、开工率与下游需求。' },
      { title: '国产替代调研', text: '访谈下游采购方，了解导入周期、验证门槛与切换意愿。' },
    ],
    questions: [
      '国产设备在下游客户的验证进行到哪一步，还差什么？',
      '这种材料的成本曲线在未来两年会怎样变化？',
      '行业新增产能何时释放，会不会出现阶段性过剩？',
      '环保与能耗政策会让哪些中小产能退出？',
    ],
    clients: ['产业基金', '化工与材料企业战略部', '装备制造企业', '二级市场周期研究团队', '地方产业投资平台'],
    figures: [
      { value: '3.6万', label: '工业与材料专家' },
      { value: '120+', label: '细分品类覆盖' },
      { value: '72小时', label: '技术专家匹配' },
    ],
    leads: [
      { name: '潘立衡', role: '工业研究负责人', years: 16, focus: '工业自动化、精细化工与新材料' },
      { name: '钟毓', role: '资深研究员', years: 9, focus: '能源装备、储能与汽车零部件' },
    ],
  },
  seven: {
    heroLead:
      '从实验室到医院采购科：我们连接临床医生、研发负责人、注册与准入专家以及医院管理者，在严格的合规流程下为您提供可信赖的医疗健康洞察。',
    segments: [
      { id: 'hc-devices', name: '医疗器械', summary: '高值耗材、影像设备与集采对价格体系的影响。' },
      { id: 'hc-diagnostics', name: '体外诊断', summary: '化学发光、分子诊断与检验科的采购需求。' },
      { id: 'hc-innovative-drugs', name: '创新药与生物科技', summary: '靶点竞争、临床进展与商业化路径。' },
      { id: 'hc-cxo', name: '医疗服务与CXO', summary: '研发外包、专科医疗服务与产能利用率。' },
      { id: 'hc-access', name: '医保与市场准入', summary: '医保谈判、挂网准入与医院进院流程。' },
    ],
    offers: [
      { title: '临床专家访谈', text: '由三甲医院科室主任与一线医生评估产品的临床价值与使用习惯。' },
      { title: '准入与定价研究', text: '访谈医保、招采与医院管理专家，测算准入路径与价格区间。' },
      { title: '出海与注册支持', text: '连接熟悉海外注册与当地市场的专家，评估出海的可行性。' },
    ],
    questions: [
      '这款产品在临床上的真实使用意愿与替代关系如何？',
      '集采或医保谈判之后，价格与放量会怎样变化？',
      '同靶点的竞争产品临床进度如何，差异化在哪里？',
      '进入一家三甲医院需要经过哪些流程、花多长时间？',
    ],
    clients: ['医疗健康专项基金', '跨国药企与器械企业', '创新药与生物科技公司', '医疗健康咨询机构', '券商医药研究团队'],
    figures: [
      { value: '5.2万', label: '医疗健康专家' },
      { value: '8,000+', label: '三甲医院临床医生' },
      { value: '100%', label: '访谈前合规审查' },
    ],
    leads: [
      { name: '沈安宁', role: '医疗健康研究负责人', years: 14, focus: '创新药商业化、医疗器械准入' },
      { name: '魏书瑶', role: '研究经理（临床背景）', years: 10, focus: 'IVD、医院采购与集采影响' },
    ],
  },
  eight: {
    heroLead:
      '技术迭代以月计：我们连接芯片设计与制造、云与数据中心、大模型与企业软件领域的技术负责人与采购决策者，帮您在变化中判断谁会胜出。',
    segments: [
      { id: 'tech-semi', name: '半导体', summary: '设计、制造、封测、设备与材料的国产化进程。' },
      { id: 'tech-cloud', name: '云计算与数据中心', summary: '上云节奏、算力租赁与数据中心建设周期。' },
      { id: 'tech-ai', name: '人工智能', summary: '大模型应用落地、算力需求与数据服务。' },
      { id: 'tech-software', name: '企业软件', summary: 'SaaS 续费率、IT 预算与国产软件替代。' },
      { id: 'tech-devices', name: '消费电子', summary: '手机、可穿戴与 XR 设备的出货与供应链。' },
    ],
    offers: [
      { title: '技术尽调', text: '由资深架构师与研发负责人评估产品的技术壁垒与可替代性。' },
      { title: '客户与采购调研', text: '访谈企业 CIO 与采购负责人，了解预算、选型标准与续约意愿。' },
      { title: '供应链追踪', text: '跟踪晶圆厂、模组厂与整机厂的排产与库存变化。' },
    ],
    questions: [
      '企业客户明年的 IT 预算会增加还是收缩，向哪些方向倾斜？',
      '国产芯片在关键客户的导入进度与良率表现如何？',
      '大模型应用在哪些场景已经产生可衡量的收入？',
      '数据中心的算力需求会持续多久，瓶颈在哪里？',
    ],
    clients: ['科技成长基金', '半导体产业基金', '云与软件企业战略部', '二级市场TMT团队', '企业数字化转型部门'],
    figures: [
      { value: '6.4万', label: '科技行业专家' },
      { value: '1,100+', label: '年度科技研究项目' },
      { value: '24小时', label: '平均专家匹配' },
    ],
    leads: [
      { name: '韩知远', role: '科技研究负责人', years: 13, focus: '半导体设备与材料、云与AI基础设施' },
      { name: '叶澄', role: '资深研究员', years: 8, focus: '企业软件、大模型应用落地' },
    ],
  },
};

/** Every landing page: its industry and what it says of it. */
export const INDUSTRY_LANDINGS: readonly IndustryLandingDefinition[] = INDUSTRIES.map((industry) => ({
  ...industry,
  ...CONTENT[industry.slug],
}));

export const findIndustryLanding = (slug: string | undefined): IndustryLandingDefinition | undefined => {
  const industry = findIndustry(slug);
  return industry && { ...industry, ...CONTENT[industry.slug] };
};
