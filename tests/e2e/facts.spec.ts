import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as cheerio from 'cheerio';

import { CONSENTS } from '@/content/consents';
import {
  ANSWER_DAYS,
  COOLING_OFF,
  CROSS_BORDER,
  CROSS_BORDER_REGIONS_TEXT,
  EXPERT_PAY_TERMS,
  EXPERT_SUMMARY,
  NEVER_SHARED_TEXT,
  RETENTION,
  SECRECY_LAWS,
} from '@/content/facts';

import { expect, test } from './support/fixtures';

/**
 * Every fact the firm states reads the same on every pre-rendered page (src/content/facts.ts is its one source): each
 * statement of a fact found in a page's text says what the source says. A page that states pay terms, a cooling-off
 * period, a retention period or a list in words of its own fails here, naming the page and the words. No browser: it
 * reads dist/.
 */

const DIST = join(__dirname, '..', '..', 'dist');

/** A page's visible text, one sentence or list item per entry: no scripts, styles or structured data. */
function sentencesOf(file: string): string[] {
  const $ = cheerio.load(readFileSync(file, 'utf8'));
  $('script, style, noscript, template, head').remove();
  $('li, p, dd, dt, h1, h2, h3, h4, label, td, th').after('\n');
  return $('body')
    .text()
    .split(/[\n。；]/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const PAGES = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html') && !f.startsWith('_'))
  .map((f) => ({ page: relative(DIST, join(DIST, f)), sentences: sentencesOf(join(DIST, f)) }));

/** Spaces do not change a figure or a list ('6 个月' is '6个月'). */
const plain = (text: string) => text.replace(/\s+/g, '');

interface FactCheck {
  fact: string;
  /** Finds a statement of the fact; its first group is what the statement says. */
  stated: RegExp;
  /** What every statement must say. */
  expected: string | number;
  /** The fact must be stated on this page at least (the page that owes it). */
  statedOn?: string;
}

const FACTS: readonly FactCheck[] = [
  {
    fact: 'expert pay: working days to payment',
    stated: /(\d+)\s*个工作日内(?:支付|转入)/,
    expected: EXPERT_PAY_TERMS.paidWithinDays,
    statedOn: 'expertNetwork/index.html',
  },
  {
    fact: 'expert pay: when calls are summed up',
    stated: /(每月[^，]*汇总[^，]*|访谈结束后\s*\d+\s*个工作日内支付)/,
    expected: EXPERT_PAY_TERMS.summedUp,
  },
  { fact: 'expert pay: the rate', stated: /一般为\s*(每小时[^；;。，]*元)/, expected: EXPERT_PAY_TERMS.rate },
  { fact: 'cooling-off: months', stated: /离职未满\s*(\d+)\s*个月/, expected: COOLING_OFF.months, statedOn: 'compliance/index.html' },
  { fact: 'cooling-off: whom it covers', stated: /离职未满\s*\d+\s*个月[^，]*?[，,]?\s*不就(.+?)接受访谈/, expected: COOLING_OFF.scope },
  {
    fact: 'current employer: listed or not',
    stated: /(上市公司(?:的)?现任员工|现任雇主[^，]*?一律回避|不就现任雇主接受访谈[^，]*)/,
    expected: '不就现任雇主接受访谈',
  },
  { fact: 'what clients see: the summary', stated: /职业背景摘要（([^）“]+)）/, expected: EXPERT_SUMMARY, statedOn: 'privacy/index.html' },
  {
    fact: 'what clients see: the summary, listed',
    stated: /职业背景摘要：\s*([^，。]+)/,
    expected: EXPERT_SUMMARY,
    statedOn: 'compliance/index.html',
  },
  {
    fact: 'what clients never get without a further consent',
    stated: /(?:提供|透露)(?:我的|您的)?\s*((?:姓名|联系方式|现任雇主(?:名称)?)(?:\s*[、和或与]\s*(?:姓名|联系方式|现任雇主(?:名称)?))*)/,
    expected: NEVER_SHARED_TEXT,
    statedOn: 'privacy/index.html',
  },
  {
    fact: 'retention: enquiries',
    stated: /自提交之日起保存\s*(\d+)\s*年/,
    expected: RETENTION.enquiryYears,
    statedOn: 'privacy/index.html',
  },
  { fact: 'retention: registrations', stated: /活动结束后保存\s*(\d+)\s*年/, expected: RETENTION.registrationYears },
  { fact: 'retention: an expert who left', stated: /(\d+)\s*天内删除/, expected: RETENTION.expertDeletedWithinDays },
  {
    fact: 'retention: call records',
    stated: /(?:访谈|合规|结算)[^，]*?(?:记录|凭证|指引)[^，]*?[，（]?保存\s*(\d+)\s*年/,
    expected: RETENTION.callRecordYears,
  },
  { fact: 'retention: analytics', stated: /原始记录保存\s*(\d+)\s*个月/, expected: RETENTION.analyticsMonths },
  { fact: 'retention: the openid', stated: /openid\s*在本设备上保存\s*(\d+)\s*天/, expected: RETENTION.openidDays },
  { fact: 'answer: rights requests', stated: /(\d+)\s*个工作日内答复/, expected: ANSWER_DAYS.rights, statedOn: 'privacy/index.html' },
  {
    fact: 'answer: enquiries',
    stated: /顾问(?:会|将)?在\s*(\d+)\s*个工作日内(?:（[^）]*）)?(?:通过电话或邮件)?(?:与您)?(?:联系|回复)/,
    expected: ANSWER_DAYS.enquiry,
  },
  { fact: 'answer: the expert team calls', stated: /专家团队(?:会|将)?在\s*(\d+)\s*个工作日内/, expected: ANSWER_DAYS.expertCall },
  { fact: 'answer: proposals', stated: /(\d+)\s*个工作日内给出(?:初步方案|服务组合)/, expected: ANSWER_DAYS.proposal },
  {
    fact: 'cross-border: the mechanism',
    stated: /(?:出境|境外)[^，]*?(标准合同|安全评估|保护认证)/,
    expected: '标准合同',
    statedOn: 'privacy/index.html',
  },
  {
    fact: 'cross-border: where recipients are',
    stated: /位于(.+?)等地/,
    expected: CROSS_BORDER_REGIONS_TEXT,
    statedOn: 'privacy/index.html',
  },
];

/** Words that say something the site does not do (each was once on a page). */
const UNTRUE: readonly { words: RegExp; why: string }[] = [
  {
    words: /存储在[^，]*境内[^，]*服务器上\s*[，,]\s*不向境外提供/,
    why: 'experts’ summaries and calls go to clients abroad, with their consent',
  },
  { words: /匿名汇总|匿名访问统计|匿名标识/, why: 'answers keep name and e-mail; analytics and the openid identify the visitor' },
  { words: /事业单位的在职人员不参与付费访谈/, why: 'clinicians of public hospitals take paid calls within their institution’s rules' },
  { words: /核对身份证明/, why: 'identity is checked on video; ID numbers are collected only for payment' },
];

test('every fact reads the same on every pre-rendered page', () => {
  expect(PAGES.length).toBeGreaterThan(200);
  const wrong: string[] = [];
  for (const { fact, stated, expected, statedOn } of FACTS) {
    let found = 0;
    for (const { page, sentences } of PAGES)
      for (const sentence of sentences) {
        const match = stated.exec(sentence);
        if (!match) continue;
        found += 1;
        if (plain(match[1]) !== plain(String(expected)))
          wrong.push(`${fact}: ${page} says “${match[1]}” (${sentence}), the source “${expected}”`);
      }
    if (found === 0) wrong.push(`${fact}: stated on no page`);
    if (statedOn && !PAGES.find((p) => p.page === statedOn)?.sentences.some((sentence) => stated.test(sentence)))
      wrong.push(`${fact}: not stated on ${statedOn}, the page that owes it`);
  }
  for (const { words, why } of UNTRUE)
    for (const { page, sentences } of PAGES) for (const s of sentences) if (words.test(s)) wrong.push(`untrue (${why}): ${page}: ${s}`);
  expect(wrong).toEqual([]);
});

test('the privacy notice says how information goes abroad, and the expert application asks for it apart', () => {
  const privacy = PAGES.find((p) => p.page === 'privacy/index.html')!.sentences.join('。');
  expect(privacy).toContain(CROSS_BORDER.recipients);
  for (const what of CROSS_BORDER.what) expect(privacy).toContain(what);
  expect(privacy).toContain('向境外接收方');
  const application = PAGES.find((p) => p.page === 'expertApplyForm/index.html')!.sentences.join('。');
  expect(application).toContain(CONSENTS.crossBorder.statement.slice(0, 40));
  expect(application).toContain(CONSENTS.expertSharing.statement.slice(0, 40));
  for (const law of SECRECY_LAWS) expect(application).toContain(law);
});
