/**
 * Knip preprocessor (knip.config.ts, npm run lint:unused): drops the findings "unused export `default`" of the files
 * whose default export is read by whoever loads them rather than imported. Knip checks the exports of entry files too
 * (includeEntryExports), so the named exports of mock/ and src/models/ files stay checked; it has no setting for "of
 * this entry, only the default export is read", so that one rule lives here.
 */
import { relative } from 'node:path';
import type { Issue, Preprocessor } from 'knip';

/** Default export read by convention: Umi's layout, loading, dva models, route components and mock APIs, the tools'
 * configuration files at the top (plugin.ts and .umirc.ts for Umi), webpack's alias target (.umirc.ts). */
const DEFAULT_READ = [
  /^src\/layouts\/(index|EnglishEdition)\.tsx$/,
  /^src\/loading\.tsx$/,
  /^src\/models\/[^/]+\.ts$/,
  /^src\/pages\/[^/]+\/index\.tsx$/,
  /^mock\/[^/]+\.[jt]s$/,
  /^[^/]+\.(?:[cm]?[jt]s)$/,
  /^scripts\/bundle\/regeneratorRuntime\.mjs$/,
  /^scripts\/knipConventionExports\.ts$/,
];

const readByConvention = (issue: Issue, cwd: string) =>
  issue.symbol === 'default' && DEFAULT_READ.some((pattern) => pattern.test(relative(cwd, issue.filePath)));

const preprocess: Preprocessor = (options) => {
  const { issues, counters, cwd } = options;
  for (const [file, byName] of Object.entries(issues.exports)) {
    for (const [name, issue] of Object.entries(byName)) {
      if (!readByConvention(issue, cwd)) continue;
      delete byName[name];
      counters.exports--;
      counters.total--;
    }
    if (Object.keys(byName).length === 0) delete issues.exports[file];
  }
  return options;
};

export default preprocess;
