import { findRoute, ROUTES } from '@/config/routes';
import { TOPICS } from '@/content/topics';

import { ACTIVITIES } from '../../../mock/data/activities';
import { HOT_TOPICS } from '../../../mock/data/hotTopics';
import { INSIGHTS } from '../../../mock/data/insights';

const topicRoutes = ROUTES.filter((r) => r.page === 'Topic');

describe('topic pages config', () => {
  it('has data for every topic key of the route table, and no topic without a route', () => {
    expect(topicRoutes.map((r) => r.path).sort()).toEqual(['/aiEra', '/fourteen']);
    for (const r of topicRoutes) expect(TOPICS[r.topicKey!]?.key).toBe(r.topicKey);
    expect(Object.keys(TOPICS).sort()).toEqual(topicRoutes.map((r) => r.topicKey).sort());
  });

  it('gives every topic a thesis, key figures and a point of view', () => {
    for (const t of Object.values(TOPICS)) {
      expect(t.title).not.toBe('');
      expect(t.thesis.length).toBeGreaterThanOrEqual(3);
      expect(t.figures.length).toBeGreaterThanOrEqual(3);
      expect(t.viewpoint.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('sends its calls to action to lead-form routes', () => {
    for (const t of Object.values(TOPICS)) {
      for (const link of [t.cta.primary, t.cta.secondary]) expect(findRoute(link.path)?.page).toBe('LeadForm');
    }
  });

  it('has related insights, hot topics and upcoming activities to show', () => {
    for (const t of Object.values(TOPICS)) {
      expect(INSIGHTS.filter((i) => i.tags.includes(t.tag)).length).toBeGreaterThanOrEqual(2);
      expect(HOT_TOPICS.filter((h) => h.tags.includes(t.tag)).length).toBeGreaterThanOrEqual(2);
      expect(ACTIVITIES.some((a) => a.industry === t.activityIndustry && a.status !== 'past')).toBe(true);
    }
  });
});
