import { COMPANY_HISTORY, OFFICES, VETTING_STEPS } from '@/content/company';
import { ENGLISH_ABOUT } from '@/content/en/about';
import { ENGLISH_MONTHS } from '@/content/en/dates';
import { FIRM_SIZE } from '@/content/networkFigures';
import { ABOUT_US_PAGE } from '@/content/pages/aboutUs';

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
const { words } = ENGLISH_ABOUT;

describe('the about page in English', () => {
  it('tells the same story as the Chinese: every year, every office in its order, every vetting step and rule', () => {
    expect(words.history.milestones.map((m) => m.year)).toEqual(COMPANY_HISTORY.map((m) => m.year));
    expect(words.offices.list.map((o) => o.id)).toEqual(OFFICES.map((o) => o.id));
    expect(words.offices.list.find((o) => o.isHeadquarters)?.id).toBe(OFFICES.find((o) => o.isHeadquarters)?.id);
    expect(words.vetting.steps).toHaveLength(VETTING_STEPS.length);
    expect(words.compliance.points).toHaveLength(ABOUT_US_PAGE.compliance.points.length);
  });

  it('states the figures the Chinese page states, from the same numbers', () => {
    const values = (figures: readonly { value: string }[]) => figures.map((f) => f.value.replace(/\D/g, ''));
    expect(values(words.who.figures.figures)).toEqual(values(ABOUT_US_PAGE.who.figures.figures));
    const { year, month } = FIRM_SIZE.asOf;
    expect(ABOUT_US_PAGE.who.figures.source).toContain(`${year} 年 ${month} 月`);
    expect(words.who.figures.source).toContain(`${ENGLISH_MONTHS[month - 1]} ${year}`);
  });

  it('is written in English throughout', () => {
    const texts = JSON.stringify(words);
    expect(texts).not.toMatch(CJK);
    expect(ENGLISH_ABOUT.description).not.toMatch(CJK);
  });
});
