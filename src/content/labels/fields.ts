/**
 * The words of the lead forms' field presets (src/config/forms/fields.ts), by preset: label, hint, placeholder, the
 * messages a rule needs, and the choices. A form's own wording of a preset is the form's (./forms.ts). A leaf of the
 * catalogue: it reads nothing, so the settings may read it.
 */

/** A choice with a code of its own (`yes`, `no`): what it says, and what follows from it once picked. */
export interface ChoiceWords {
  label: string;
  note?: string;
}

export interface FieldWords {
  /** Also what the validation messages call the field. */
  label: string;
  help?: string;
  placeholder?: string;
  /** Where the default "请填写…" does not say enough. */
  requiredMessage?: string;
  /** url: a link that is not allowed, naming what is. */
  invalidMessage?: string;
  /**
   * The choices: a list of labels, each also the value the platform files (the firm's records are kept in Chinese),
   * or labels by code.
   */
  choices?: readonly string[] | Readonly<Record<string, ChoiceWords>>;
}

/** A form's own wording of a preset: a different label or hint (`undefined`: none). */
export type FieldWording = Partial<Omit<FieldWords, 'choices'>>;

/** What no paid call can follow, whatever the rest of the application says. */
const NO_PAID_CALL = '我们会保存您的申请，但在此情形改变之前，不会为您安排任何付费访谈；情形改变时，请告诉专家团队。';

export const FIELD_LABELS = {
  name: { label: '姓名' },
  mobile: { label: '手机号码', help: '11 位中国大陆手机号码，顾问会致电您。' },
  email: { label: '工作邮箱', help: '用于接收方案与资料。' },
  company: { label: '公司名称', help: '请填写公司全称。' },
  jobTitle: { label: '职位', help: '例如：投资经理、战略总监。' },
  industry: { label: '所在行业', placeholder: '请选择行业' },
  need: { label: '需求描述', help: '简要写下项目背景、希望解决的问题与时间安排，至少 10 个字。' },
  receiverEmail: { label: '接收邮箱' },
  consent: { label: '个人信息保护说明' },
  marketingConsent: { label: '接收活动邀请与研究更新' },

  meetingFormat: { label: '会议形式', choices: ['电话或视频访谈', '线下面谈', '专家陪同实地走访'] },
  preferredDate: { label: '期望日期', help: '可选明天起 180 天内的日期，顾问会与您确认具体时间。' },
  expertProfile: { label: '希望访谈的专家背景', help: '例如：头部电池厂前采购负责人。' },
  researchScope: { label: '研究内容', choices: ['行业格局与竞争', '市场规模测算', '产业链与供应商', '客户与渠道调研', '政策与监管'] },
  deadline: { label: '期望交付时间', choices: ['2 周内', '1 个月内', '1–3 个月', '暂无明确时间'] },
  targetGroup: { label: '目标人群', choices: ['企业决策者', '医生与医疗从业者', '消费者', '渠道与经销商', '技术与研发人员'] },
  sampleSize: { label: '样本量', choices: ['100 份以内', '100–300 份', '300–1000 份', '1000 份以上', '需要顾问评估'] },
  surveyMethod: { label: '调研方式', choices: ['在线问卷', '电话访问', '面对面访问', '需要顾问建议'] },
  services: { label: '需要的服务', help: '可多选。', choices: ['专家访谈', '专家会议', '定制研究', '问卷调研', '数据服务', '行业培训'] },
  budget: { label: '预算范围', choices: ['10 万元以下', '10–50 万元', '50 万元以上', '待评估'] },
  trainingTopics: {
    label: '培训主题',
    help: '可多选。',
    choices: ['行业研究方法', '专家访谈技巧', 'AI 工具在研究中的应用', '出海合规与市场进入', '其他定制主题'],
  },
  attendees: { label: '参训人数', choices: ['20 人以下', '20–50 人', '50–100 人', '100 人以上'] },
  trainingFormat: { label: '形式', choices: ['线下集中授课', '线上直播', '线上线下结合', '定制咨询项目'] },
  interests: { label: '您希望获得', choices: ['专题研究报告', '专题发布会席位', '与行业专家交流', '定制研究方案'] },
  focus: { label: '希望的交流方式', choices: ['获取研究简报', '一对一专家交流', '定制研究'] },
  question: { label: '想向嘉宾提出的问题', help: '我们会在活动前转交嘉宾。' },
  purpose: { label: '观看用途', choices: ['投资研究', '业务决策', '学习了解', '其他'] },

  // The preference survey.
  role: { label: '您所在机构的类型', choices: ['投资机构', '企业战略或业务部门', '咨询公司', '研究机构或高校', '其他'] },
  contentInterests: {
    label: '您希望从知桥获得哪些内容',
    choices: ['专家访谈纪要', '行业研究报告', '线上分享会', '线下闭门会', '数据与图表'],
  },
  channels: {
    label: '您习惯通过哪些渠道获取行业信息（最多 3 项）',
    help: '最多选 3 项。',
    choices: ['微信公众号', '官方网站', '邮件简报', '行业社群', '同事推荐', '短视频平台'],
  },
  satisfaction: { label: '您对知桥现有内容的整体满意度' },
  frequency: { label: '您希望多久收到一次行业简报', choices: ['每周', '每两周', '每月', '不需要'] },
  suggestion: { label: '您还希望我们改进什么', help: '任何建议都欢迎。' },

  // The expert application.
  years: { label: '行业从业年限', placeholder: '请选择年限', choices: ['3–5 年', '5–10 年', '10–15 年', '15 年以上'] },
  expertise: {
    label: '擅长领域',
    placeholder: '例如：动力电池、渠道管理',
    help: '每输入一项按回车或逗号；最多 8 项，每项不超过 20 个字。',
  },
  profileUrl: {
    label: '个人主页链接',
    placeholder: 'https://www.linkedin.com/in/…',
    help: '选填：领英（LinkedIn）或脉脉的个人主页，帮助我们更快核实背景。',
    invalidMessage: '个人主页链接须是以 https:// 开头的领英（linkedin.com）或脉脉（maimai.cn）链接，也可以留空',
  },
  pledge: {
    label: '合规承诺',
    requiredMessage: '请勾选合规承诺：每位专家都须遵守保密义务、不提供内幕信息，这保护您，也保护客户',
  },
  crossBorderConsent: { label: '向境外客户提供' },
  classifiedPost: {
    label: '您目前是否在涉密岗位任职，或在工作中接触国家秘密？',
    choices: {
      no: { label: '否' },
      yes: { label: '是', note: `在涉密岗位任职或接触国家秘密的人员不参与付费访谈。${NO_PAID_CALL}` },
    },
  },
  employerBansConsulting: {
    label: '您的现任雇主是否禁止员工对外提供有偿咨询？',
    choices: {
      no: { label: '否' },
      yes: { label: '是', note: `雇主禁止对外咨询的，我们不安排付费访谈。${NO_PAID_CALL}` },
      unsure: { label: '不确定', note: '请先查阅劳动合同或员工手册，或向人事部门确认；确认之前，我们不会为您安排付费访谈。' },
    },
  },
  sharingConsent: { label: '向客户提供职业背景摘要' },

  // The personal centre's rights request.
  request: { label: '您要提交的请求' },
  note: { label: '补充说明', help: '选填：例如只需删除某一次提交；更正职业背景时，请写明需要更正的内容。' },
} satisfies Record<string, FieldWords>;

export type FieldLabelKey = keyof typeof FIELD_LABELS;
