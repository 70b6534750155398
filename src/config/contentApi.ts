/** Endpoints of the content collections (src/services, mock/): one place, read by the services and the build. */
export const CONTENT_API_PATHS = {
  activities: '/api/platform/activities',
  activity: '/api/platform/activities/detail',
  services: '/api/platform/services',
  service: '/api/platform/services/detail',
  insights: '/api/platform/insights',
  insight: '/api/platform/insights/detail',
  hotTopics: '/api/platform/hotTopics',
  hotTopic: '/api/platform/hotTopics/detail',
  cases: '/api/platform/cases',
  case: '/api/platform/cases/detail',
  materials: '/api/platform/materials',
  material: '/api/platform/materials/detail',
} as const;
