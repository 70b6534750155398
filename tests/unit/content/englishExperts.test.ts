import { INDUSTRY_SLUGS } from '@/config/industrySlugs';
import { ANSWER_DAYS } from '@/content/answerDays';
import { ENGAGEMENT_STEPS } from '@/content/company';
import { workingDays } from '@/content/en/dates';
import { ENGLISH_EVENTS } from '@/content/en/events';
import { ENGLISH_EXPERT_NETWORK } from '@/content/en/expertNetwork';
import { ENGLISH_RESEARCH } from '@/content/en/research';
import { ENGLISH_SERVICES } from '@/content/en/services';
import { EXPERT_CALLS, EXPERT_HOURLY_YUAN, EXPERT_PAY_TERMS } from '@/content/facts';
import { ENGLISH_INDUSTRIES } from '@/content/labels/englishIndustries';
import { EXPERT_NETWORK_PAGE } from '@/content/pages/expertNetwork';

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
const { words } = ENGLISH_EXPERT_NETWORK;

describe('the expert network page in English', () => {
  it('has every step, rule, pay term and question of the Chinese page', () => {
    for (const part of ['steps', 'rules', 'pay', 'faq'] as const)
      expect(words[part].points).toHaveLength(EXPERT_NETWORK_PAGE[part].points.length);
    expect(words.facts).toHaveLength(EXPERT_NETWORK_PAGE.facts.length);
  });

  it('states the pay, the call lengths and the payment days from the numbers the Chinese states them from', () => {
    const text = JSON.stringify(words);
    expect(EXPERT_PAY_TERMS.rate).toBe('每小时 800 至 3,000 元');
    expect(text).toContain(`RMB ${EXPERT_HOURLY_YUAN.from} to ${EXPERT_HOURLY_YUAN.to.toLocaleString('en-GB')}`);
    expect(text).toContain(`steps of ${EXPERT_PAY_TERMS.stepMinutes} minutes`);
    expect(text).toContain(`within ${EXPERT_PAY_TERMS.paidWithinDays} working days`);
    expect(words.facts[0].value).toBe(`${EXPERT_CALLS.usual.from}–${EXPERT_CALLS.usual.to} min`);
    expect(EXPERT_NETWORK_PAGE.facts[0].value).toBe(`${EXPERT_CALLS.usual.from}–${EXPERT_CALLS.usual.to} 分钟`);
  });

  it('is written in English throughout', () => {
    expect(JSON.stringify(words)).not.toMatch(CJK);
    expect(ENGLISH_EXPERT_NETWORK.description).not.toMatch(CJK);
  });
});

describe('the lists of research and events in English', () => {
  it('are written in English throughout, and name every kind of material and every format of event', () => {
    expect(JSON.stringify(ENGLISH_RESEARCH)).not.toMatch(CJK);
    expect(JSON.stringify(ENGLISH_EVENTS)).not.toMatch(CJK);
    expect(Object.keys(ENGLISH_EVENTS.formats).sort()).toEqual(['live', 'offline', 'online']);
    expect(Object.keys(ENGLISH_RESEARCH.types).sort()).toEqual(['brochure', 'case-study', 'report', 'whitepaper']);
  });
});

describe('the services page in English', () => {
  it('tells every step of an engagement the Chinese services page tells, with the same days to a proposal', () => {
    expect(ENGLISH_SERVICES.process.steps).toHaveLength(ENGAGEMENT_STEPS.length);
    expect(ENGAGEMENT_STEPS[1].text).toContain(`${ANSWER_DAYS.proposal} 个工作日内`);
    expect(ENGLISH_SERVICES.process.steps[1].text).toContain(`Within ${workingDays(ANSWER_DAYS.proposal)}`);
  });

  it('names every industry in English, and is written in English throughout', () => {
    expect(Object.keys(ENGLISH_INDUSTRIES).sort()).toEqual([...INDUSTRY_SLUGS].sort());
    expect(JSON.stringify(ENGLISH_SERVICES)).not.toMatch(CJK);
    expect(JSON.stringify(ENGLISH_INDUSTRIES)).not.toMatch(CJK);
  });
});
