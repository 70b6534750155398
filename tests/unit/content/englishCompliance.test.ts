import { ANSWER_DAYS } from '@/content/answerDays';
import { COMPLIANCE_UPDATED, COMPLIANCE_UPDATED_ON, type ComplianceTopic } from '@/content/compliance';
import { ENGLISH_COMPLIANCE } from '@/content/en/compliance';
import { englishDate, workingDays, years } from '@/content/en/dates';
import { englishList } from '@/content/en/listed';
import { ENGLISH_PRIVACY } from '@/content/en/privacy';
import { COMPLIANCE_TRAINING_MINUTES, COOLING_OFF, EMPLOYMENT_CHANGE_NOTICE_DAYS } from '@/content/expertRules';
import { EXPERT_PAY_TERMS, RETENTION } from '@/content/facts';
import { COMPLIANCE_WORDS } from '@/content/pages/compliance';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED, type PrivacySection } from '@/content/privacy';

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
const { words } = ENGLISH_COMPLIANCE;
const shape = (topics: readonly ComplianceTopic[]) => topics.map((t) => [t.id, t.points.length]);

describe('the compliance centre in English', () => {
  it('tells every rule of the Chinese page, topic for topic and point for point', () => {
    expect(shape(words.clients.topics)).toEqual(shape(COMPLIANCE_WORDS.clients.topics));
    expect(shape(words.experts.topics)).toEqual(shape(COMPLIANCE_WORDS.experts.topics));
    expect(words.glance.lines).toHaveLength(COMPLIANCE_WORDS.glance.lines.length);
  });

  it('states the periods, days and places from the numbers and lists the Chinese page states them from', () => {
    const text = JSON.stringify(words);
    expect(text).toContain(`less than ${COOLING_OFF.months} months ago`);
    expect(text).toContain(`for ${years(RETENTION.callRecordYears)}`);
    expect(text).toContain(`within ${RETENTION.expertDeletedWithinDays} days`);
    expect(text).toContain(`within ${workingDays(ANSWER_DAYS.audit)}`);
    expect(text).toContain(`within ${workingDays(ANSWER_DAYS.compliance)}`);
    expect(text).toContain(`within ${workingDays(EXPERT_PAY_TERMS.paidWithinDays)}`);
    expect(text).toContain(`within ${EMPLOYMENT_CHANGE_NOTICE_DAYS} days`);
    expect(text).toContain(`About ${COMPLIANCE_TRAINING_MINUTES} minutes`);
    expect(text).toContain('Singapore');
    // The Chinese page reads the same numbers.
    const chinese = JSON.stringify(COMPLIANCE_WORDS);
    expect(chinese).toContain(`${EMPLOYMENT_CHANGE_NOTICE_DAYS} 天内告知`);
    expect(chinese).toContain(`约 ${COMPLIANCE_TRAINING_MINUTES} 分钟`);
    expect(COMPLIANCE_UPDATED).toBe(`${COMPLIANCE_UPDATED_ON.year}年${COMPLIANCE_UPDATED_ON.month}月${COMPLIANCE_UPDATED_ON.day}日`);
    expect(words.hero.lead).toContain(`Updated ${englishDate(COMPLIANCE_UPDATED_ON)}`);
  });

  it('is written in English throughout', () => {
    expect(JSON.stringify(words)).not.toMatch(CJK);
    expect(ENGLISH_COMPLIANCE.description).not.toMatch(CJK);
  });
});

describe('the personal information notice in English', () => {
  const shapeOf = (sections: readonly PrivacySection[]) => sections.map((s) => [s.id, s.paragraphs?.length ?? 0, s.items?.length ?? 0]);

  it('tells every section and point of the Chinese notice, dated as it is', () => {
    expect(shapeOf(ENGLISH_PRIVACY.words.sections)).toEqual(shapeOf(PRIVACY_SECTIONS));
    expect(PRIVACY_UPDATED).toBe('2026年11月27日');
    expect(ENGLISH_PRIVACY.words.hero.lead).toContain('notice of 27 November 2026');
  });

  it('states the periods from the numbers the Chinese states them from', () => {
    const text = JSON.stringify(ENGLISH_PRIVACY.words);
    for (const stated of [
      `${years(RETENTION.enquiryYears)} from the day`,
      `${years(RETENTION.registrationYears)} after the event`,
      `raw records for ${RETENTION.analyticsMonths} months`,
      `for ${RETENTION.openidDays} days`,
      `within ${RETENTION.expertDeletedWithinDays} days of your leaving`,
      `within ${workingDays(ANSWER_DAYS.rights)}`,
    ])
      expect(text).toContain(stated);
  });

  it('is written in English throughout, and its table of contents drops the numbering', () => {
    expect(JSON.stringify(ENGLISH_PRIVACY.words)).not.toMatch(CJK);
    expect(ENGLISH_PRIVACY.words.toc.entry('8. Provision abroad')).toBe('Provision abroad');
  });
});

describe('a list in English', () => {
  it('joins with commas and "and", or with semicolons between long items', () => {
    expect(englishList(['industry', 'years of experience', 'areas of expertise'])).toBe(
      'industry, years of experience and areas of expertise',
    );
    expect(englishList(['withdraw a consent', 'get a copy'], ';')).toBe('withdraw a consent; and get a copy');
    expect(englishList(['Singapore'])).toBe('Singapore');
  });
});
