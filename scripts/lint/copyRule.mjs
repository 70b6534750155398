/** Chinese characters and full-width punctuation: what a visitor reads, in a string or in JSX text. */
const CJK = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';

/**
 * Every word a visitor reads lives in the catalogue (src/content/), never in a component or a setting: a second
 * language is then a second catalogue. The rule, for `no-restricted-syntax`: copy in a string, a template or JSX text.
 */
export const COPY_RULE = [
  'error',
  ...['Literal[value=REGEX]', 'TemplateElement[value.raw=REGEX]', 'JSXText[value=REGEX]'].map((selector) => ({
    selector: selector.replace('REGEX', `/${CJK}/`),
    message: 'Copy belongs in the catalogue (src/content/): import the words from there.',
  })),
];

/** Where the rule holds: components and pages, and the settings. */
export const COPY_RULE_FILES = ['src/**/*.tsx', 'src/config/**/*.ts'];

/**
 * Files that still hold copy of their own instead of reading it from the catalogue (src/content/), exempt from the
 * lint rule that keeps copy out of components and settings (eslint.config.mjs). The list only shrinks: move a file's
 * words into the catalogue and take it off; tests/unit/lint/copy.test.ts fails on a file listed that holds none.
 */
export const COPY_NOT_YET_IN_CATALOGUE = [
  'src/config/errorTexts.ts',
  'src/config/filing.ts',
  'src/config/forms/clientConsents.ts',
  'src/config/forms/fields.ts',
  'src/config/forms/index.ts',
  'src/config/forms/privacyRequests.ts',
  'src/config/forms/serviceForms.ts',
  'src/config/industries.ts',
  'src/config/messages.ts',
  'src/config/navigation.ts',
  'src/config/routes.ts',
  'src/features/campaigns/CampaignView.tsx',
  'src/features/content/RelatedContent.tsx',
  'src/features/content/activities/ActivityCard.tsx',
  'src/features/content/activities/ActivityVisual.tsx',
  'src/features/content/articles/ArticleCard.tsx',
  'src/features/content/articles/ArticleList.tsx',
  'src/features/content/articles/HotTopicCard.tsx',
  'src/features/content/articles/HotTopicReader.tsx',
  'src/features/content/articles/InsightReader.tsx',
  'src/features/content/articles/ResearchHighlights.tsx',
  'src/features/content/cases/CaseCard.tsx',
  'src/features/content/cases/CaseHighlights.tsx',
  'src/features/content/cases/CaseReading.tsx',
  'src/features/content/services/ServiceCard.tsx',
  'src/features/leads/engine/FieldControl.tsx',
  'src/features/leads/page/ActivityFormPage.tsx',
  'src/pages/ActiveInfo/index.tsx',
  'src/pages/ActiveList/index.tsx',
  'src/pages/Campaign/index.tsx',
  'src/pages/CampaignResult/index.tsx',
  'src/pages/Cases/index.tsx',
  'src/pages/DeepInsight/index.tsx',
  'src/pages/DownPdf/index.tsx',
  'src/pages/Hotspot/index.tsx',
  'src/pages/LeadForm/index.tsx',
  'src/pages/LeadResult/index.tsx',
  'src/pages/MaterialReader/index.tsx',
  'src/pages/Materials/index.tsx',
  'src/pages/Service/index.tsx',
  'src/pages/ServiceContent/index.tsx',
];
