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

/** Where the rule holds: all of src/ but the catalogue (src/content/) and the kinds' modules, whose copy is theirs. */
export const COPY_RULE_FILES = ['src/**/*.ts', 'src/**/*.tsx'];

/** Not app code of the site's own: the catalogue, the kinds' modules (each its own copy), what Umi generates. */
export const COPY_RULE_IGNORES = ['src/content/**', 'src/kinds/**', 'src/.umi/**', 'src/.umi-production/**', 'src/.umi-test/**'];

/**
 * Files whose copy stays where it is, each for its reason (exempt from the copy rule of eslint.config.mjs);
 * tests/unit/lint/copy.test.ts fails on a file listed that holds none.
 * - src/api/campaign.ts: the campaign schema's reasons are written to the firm's marketers (the monitor and the QA
 *   panel show them), never to a visitor, in the language the firm works in whatever the page's; the platform's
 *   contract reads nothing above the settings.
 */
export const COPY_STAYS = ['src/api/campaign.ts'];
