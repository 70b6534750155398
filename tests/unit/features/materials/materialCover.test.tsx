import { render } from '@testing-library/react';

import InitialsAvatar, { initialsOf } from '@/components/Avatar';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import ActivityVisual from '@/features/content/activities/ActivityVisual';
import MaterialCover from '@/features/materials/MaterialCover';
import { materialTone } from '@/features/materials/materialView';

import { ACTIVITIES } from '../../../../mock/data/activities';
import { MATERIALS } from '../../../../mock/data/materials';

const toneOf = (svg: Element) => (svg as SVGElement).style.getPropertyValue('--tone');

describe('proof made from the content data', () => {
  it('gives every material a cover with its series, year, title and its industry colour', () => {
    for (const material of MATERIALS) {
      const { container, unmount } = render(<MaterialCover material={material} />);
      const text = container.textContent ?? '';
      expect(text).toContain(material.publishedAt.slice(0, 4));
      expect(text.replace(/…$/, '')).toContain([...material.title].slice(0, 8).join(''));
      expect(toneOf(container.querySelector('svg')!)).toBe(`var(--tone-${materialTone(material.industries)})`);
      unmount();
    }
  });

  it('colours a cover by its industry, or in the brand colour when it speaks to more than two', () => {
    const [first, second] = INDUSTRY_LANDINGS.filter((i) => i.tone !== 'brand');
    expect(materialTone([first.slug])).toBe(first.tone);
    expect(materialTone([second.slug, first.slug])).toBe(second.tone);
    expect(materialTone(INDUSTRY_LANDINGS.map((i) => i.slug))).toBe('brand');
    expect(materialTone([])).toBe('brand');
  });

  it('gives every activity a key visual with its date, format and title', () => {
    for (const activity of ACTIVITIES) {
      const { container, unmount } = render(<ActivityVisual activity={activity} />);
      const text = container.textContent ?? '';
      const [, month, day] = activity.startTime.match(/^\d{4}-(\d{2})-(\d{2})/)!;
      expect(text).toContain(`${Number(month)}.${Number(day)}`);
      expect(text).toContain({ online: '线上会议', offline: '线下活动', live: '直播' }[activity.format]);
      expect(text).toContain([...activity.title].slice(0, 6).join(''));
      unmount();
    }
  });

  it('draws a research lead as initials (the family name of a Chinese name), never a photograph', () => {
    expect(initialsOf('周思远')).toBe('周');
    expect(initialsOf('Anna Lee')).toBe('AL');
    const { container } = render(<InitialsAvatar name="沈安宁" tone="jade" />);
    expect(container.textContent).toBe('沈');
    expect(container.querySelector('img')).toBeNull();
    for (const industry of INDUSTRY_LANDINGS) {
      expect(industry.leads.length).toBeGreaterThanOrEqual(2);
      for (const lead of industry.leads) expect(lead.years).toBeGreaterThan(0);
    }
  });
});
