/**
 * Campaigns of the mocked platform, as marketers would publish them. Their times are set from the start of this week
 * (Monday 00:00, Beijing time), so "live", "ended" and "not started yet" hold on any day the site is run, and every
 * mock server of the same week (the build's, `npm start`'s, a test's) answers the same definitions: a refresh then
 * sees no change where there is none.
 */

const DAY = 24 * 3600_000;
const BEIJING = 8 * 3600_000;

/** Monday 00:00 of the week of `now`, Beijing time. */
export const weekStart = (now = Date.now()) => {
  const local = now + BEIJING;
  const monday = local - (((new Date(local).getUTCDay() + 6) % 7) * DAY + (local % DAY));
  return monday - BEIJING;
};

/** The moment the fixtures' times count from. */
export const MOCK_ANCHOR = weekStart();

/** A moment `days` after `from` (the anchor), as the platform writes it: Beijing time with its offset. */
export const beijingIso = (days: number, from = MOCK_ANCHOR) => `${new Date(from + days * DAY + BEIJING).toISOString().slice(0, 19)}+08:00`;

export const campaignFixtures = (from = MOCK_ANCHOR): unknown[] => [
  {
    id: 'trend-2027',
    title: '2027 行业趋势报告：预约专家解读',
    topic: '2027 行业趋势报告',
    intro:
      '我们访谈了 300 余位一线从业者，整理出 2027 年七个行业最值得关注的变化。留下联系方式，顾问会为您安排一次 30 分钟的专家解读，并发送报告全文。',
    highlights: ['报告全文（PDF，约 60 页）', '30 分钟专家一对一解读', '与您所在行业相关的三条关键判断'],
    illustration: 'research',
    share: { title: '2027 行业趋势报告 · 专家解读', description: '300 余位一线从业者的判断，预约 30 分钟专家解读。' },
    result: {
      title: '预约已收到',
      text: '顾问会在一个工作日内与您联系，确认解读的时间与关注的问题。',
      nextSteps: ['顾问致电确认时间', '会前发送报告全文', '专家线上解读 30 分钟'],
    },
    startsAt: beijingIso(-7, from),
    endsAt: beijingIso(60, from),
    fields: [
      { preset: 'name' },
      { preset: 'mobile' },
      { preset: 'company' },
      { preset: 'industry' },
      {
        question: {
          name: 'interest',
          kind: 'checkboxGroup',
          label: '您最关注的方向',
          required: true,
          options: ['技术路线', '政策与监管', '竞争格局', '出海', '投融资'],
          maxSelected: 3,
        },
      },
      { question: { name: 'question', kind: 'textarea', label: '想请专家回答的问题', maxLength: 300 } },
    ],
    en: {
      title: 'Industry Outlook 2027: book an expert walk-through',
      topic: 'Industry Outlook 2027',
      intro:
        'We spoke with more than 300 practitioners to find the changes that matter most across seven industries in 2027. Leave your details and a consultant will arrange a 30-minute walk-through with an expert and send you the full report.',
      highlights: [
        'The full report (PDF, about 60 pages)',
        'A 30-minute one-to-one walk-through with an expert',
        'Three key calls for your own industry',
      ],
      share: {
        title: 'Industry Outlook 2027: an expert walk-through',
        description: 'What 300 practitioners expect for 2027. Book a 30-minute walk-through with an expert.',
      },
      result: {
        title: 'Your booking has arrived',
        text: 'A consultant will contact you within one working day to agree a time and the questions you care about most.',
        nextSteps: [
          'A consultant calls to agree a time',
          'We send the full report beforehand',
          'A 30-minute online walk-through with an expert',
        ],
      },
      questions: [
        {
          name: 'interest',
          label: 'What matters most to you',
          options: ['Technology roadmaps', 'Policy and regulation', 'Competition', 'Going global', 'Investment and financing'],
        },
        { name: 'question', label: 'Your question for the expert' },
      ],
    },
  },
  {
    id: 'half-year-2026',
    title: '2026 半年度复盘：申请闭门分享席位',
    topic: '2026 半年度复盘',
    intro: '一场面向投资机构的闭门分享，复盘上半年七个行业的关键变化。',
    highlights: ['闭门分享席位', '分享材料'],
    illustration: 'activities',
    share: { title: '2026 半年度复盘 · 闭门分享', description: '面向投资机构的闭门分享，复盘上半年的关键变化。' },
    result: { title: '申请已收到', text: '我们会在分享前一周确认席位。', nextSteps: ['席位确认', '会前发送议程'] },
    startsAt: beijingIso(-120, from),
    endsAt: beijingIso(-3, from),
    fields: [{ preset: 'name' }, { preset: 'mobile' }, { preset: 'company' }, { preset: 'jobTitle' }],
  },
  {
    id: 'robotics-salon',
    title: '具身智能闭门沙龙：报名预约',
    topic: '具身智能闭门沙龙',
    intro: '与三位来自整机与核心零部件企业的专家，讨论具身智能从演示走向量产还差什么。',
    highlights: ['闭门沙龙席位', '会后纪要'],
    illustration: 'activities',
    share: { title: '具身智能闭门沙龙', description: '从演示到量产还差什么？与一线专家闭门讨论。' },
    result: { title: '报名已收到', text: '沙龙前一周我们会确认席位并发送议程。', nextSteps: ['席位确认', '会前发送议程'] },
    startsAt: beijingIso(14, from),
    endsAt: beijingIso(40, from),
    fields: [{ preset: 'name' }, { preset: 'mobile' }, { preset: 'company' }, { preset: 'jobTitle', required: false }],
  },
];
