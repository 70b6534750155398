/**
 * Campaigns of the mocked platform, as marketers would publish them. Their times follow the mock server's clock, so
 * "live", "ended" and "not started yet" stay so on any day the site is run.
 */

const DAY = 24 * 3600_000;

/** A moment `days` from now, as the platform writes it: Beijing time with its offset. */
export const beijingIso = (days: number, now = Date.now()) =>
  `${new Date(now + days * DAY + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export const campaignFixtures = (now = Date.now()): unknown[] => [
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
    startsAt: beijingIso(-7, now),
    endsAt: beijingIso(60, now),
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
    startsAt: beijingIso(-120, now),
    endsAt: beijingIso(-3, now),
    fields: [{ preset: 'name' }, { preset: 'mobile' }, { preset: 'company' }, { preset: 'jobTitle' }],
  },
];
