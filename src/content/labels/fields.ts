/**
 * The words of the lead forms' field presets (src/config/forms/fields.ts), by preset: label, hint, placeholder, the
 * messages a rule needs, and the choices. A form's own wording of a preset is the form's (./forms.ts). A leaf of the
 * catalogue: it reads nothing, so the settings may read it.
 */

/**
 * A choice, by its code (`inPerson`, `yes`): what it says, and what follows from it once picked. The code is the value
 * a lead carries and the platform files, whatever the language of the form; the words are the visitor's.
 */
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
  /** The choices, by code, in the order they are offered. */
  choices?: Readonly<Record<string, ChoiceWords>>;
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

  meetingFormat: {
    label: '会议形式',
    choices: { remote: { label: '电话或视频访谈' }, inPerson: { label: '线下面谈' }, siteVisit: { label: '专家陪同实地走访' } },
  },
  preferredDate: { label: '期望日期', help: '可选明天起 180 天内的日期，顾问会与您确认具体时间。' },
  expertProfile: { label: '希望访谈的专家背景', help: '例如：头部电池厂前采购负责人。' },
  researchScope: {
    label: '研究内容',
    choices: {
      landscape: { label: '行业格局与竞争' },
      marketSizing: { label: '市场规模测算' },
      supplyChain: { label: '产业链与供应商' },
      customersChannels: { label: '客户与渠道调研' },
      policy: { label: '政策与监管' },
    },
  },
  deadline: {
    label: '期望交付时间',
    choices: {
      within2Weeks: { label: '2 周内' },
      within1Month: { label: '1 个月内' },
      within3Months: { label: '1–3 个月' },
      open: { label: '暂无明确时间' },
    },
  },
  targetGroup: {
    label: '目标人群',
    choices: {
      executives: { label: '企业决策者' },
      physicians: { label: '医生与医疗从业者' },
      consumers: { label: '消费者' },
      distributors: { label: '渠道与经销商' },
      engineers: { label: '技术与研发人员' },
    },
  },
  sampleSize: {
    label: '样本量',
    choices: {
      under100: { label: '100 份以内' },
      from100to300: { label: '100–300 份' },
      from300to1000: { label: '300–1000 份' },
      over1000: { label: '1000 份以上' },
      advise: { label: '需要顾问评估' },
    },
  },
  surveyMethod: {
    label: '调研方式',
    choices: {
      online: { label: '在线问卷' },
      phone: { label: '电话访问' },
      faceToFace: { label: '面对面访问' },
      advise: { label: '需要顾问建议' },
    },
  },
  services: {
    label: '需要的服务',
    help: '可多选。',
    choices: {
      expertCalls: { label: '专家访谈' },
      expertMeetings: { label: '专家会议' },
      customResearch: { label: '定制研究' },
      surveys: { label: '问卷调研' },
      data: { label: '数据服务' },
      training: { label: '行业培训' },
    },
  },
  budget: {
    label: '预算范围',
    choices: {
      under100k: { label: '10 万元以下' },
      from100kTo500k: { label: '10–50 万元' },
      over500k: { label: '50 万元以上' },
      tbd: { label: '待评估' },
    },
  },
  trainingTopics: {
    label: '培训主题',
    help: '可多选。',
    choices: {
      researchMethods: { label: '行业研究方法' },
      interviewSkills: { label: '专家访谈技巧' },
      aiTools: { label: 'AI 工具在研究中的应用' },
      goingGlobal: { label: '出海合规与市场进入' },
      custom: { label: '其他定制主题' },
    },
  },
  attendees: {
    label: '参训人数',
    choices: {
      under20: { label: '20 人以下' },
      from20to50: { label: '20–50 人' },
      from50to100: { label: '50–100 人' },
      over100: { label: '100 人以上' },
    },
  },
  trainingFormat: {
    label: '形式',
    choices: {
      onsite: { label: '线下集中授课' },
      live: { label: '线上直播' },
      blended: { label: '线上线下结合' },
      consulting: { label: '定制咨询项目' },
    },
  },
  interests: {
    label: '您希望获得',
    choices: {
      report: { label: '专题研究报告' },
      launchSeat: { label: '专题发布会席位' },
      expertExchange: { label: '与行业专家交流' },
      customResearch: { label: '定制研究方案' },
    },
  },
  focus: {
    label: '希望的交流方式',
    choices: { briefing: { label: '获取研究简报' }, expertCall: { label: '一对一专家交流' }, customResearch: { label: '定制研究' } },
  },
  question: { label: '想向嘉宾提出的问题', help: '我们会在活动前转交嘉宾。' },
  purpose: {
    label: '观看用途',
    choices: {
      investment: { label: '投资研究' },
      business: { label: '业务决策' },
      learning: { label: '学习了解' },
      other: { label: '其他' },
    },
  },

  // The preference survey.
  role: {
    label: '您所在机构的类型',
    choices: {
      investor: { label: '投资机构' },
      corporate: { label: '企业战略或业务部门' },
      consultancy: { label: '咨询公司' },
      academic: { label: '研究机构或高校' },
      other: { label: '其他' },
    },
  },
  contentInterests: {
    label: '您希望从知桥获得哪些内容',
    choices: {
      callNotes: { label: '专家访谈纪要' },
      reports: { label: '行业研究报告' },
      webinars: { label: '线上分享会' },
      closedDoor: { label: '线下闭门会' },
      data: { label: '数据与图表' },
    },
  },
  channels: {
    label: '您习惯通过哪些渠道获取行业信息（最多 3 项）',
    help: '最多选 3 项。',
    choices: {
      wechat: { label: '微信公众号' },
      website: { label: '官方网站' },
      newsletter: { label: '邮件简报' },
      communities: { label: '行业社群' },
      colleagues: { label: '同事推荐' },
      shortVideo: { label: '短视频平台' },
    },
  },
  satisfaction: { label: '您对知桥现有内容的整体满意度' },
  frequency: {
    label: '您希望多久收到一次行业简报',
    choices: { weekly: { label: '每周' }, biweekly: { label: '每两周' }, monthly: { label: '每月' }, never: { label: '不需要' } },
  },
  suggestion: { label: '您还希望我们改进什么', help: '任何建议都欢迎。' },

  // The expert application.
  years: {
    label: '行业从业年限',
    placeholder: '请选择年限',
    choices: {
      from3to5: { label: '3–5 年' },
      from5to10: { label: '5–10 年' },
      from10to15: { label: '10–15 年' },
      over15: { label: '15 年以上' },
    },
  },
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
