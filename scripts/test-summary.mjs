// Prints 'tests: N passed, N failed, N flaky' from the Jest and Playwright JSON reports: a test that failed and then
// passed on its retry is counted apart as flaky, never as passed; one that failed every try is failed.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let flaky = 0;
const wavered = [];

/** Every test of a Playwright report, with the file and titles that name it. */
function* testsOf(suite, titles = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) yield { test, name: [...titles, spec.title].join(' › '), file: spec.file };
  for (const child of suite.suites ?? [])
    yield* testsOf(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
}

const unit = read('reports/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
} else console.log('unit suite did not report (reports/unit.json missing)');

// The browser tests: the dev server's path (playwright.dev.config.ts), then the production build's.
for (const [file, name] of [
  ['reports/dev.json', 'dev-path suite'],
  ['reports/e2e.json', 'browser suite'],
]) {
  const report = read(file);
  if (!report) {
    console.log(`${name} did not report (${file} missing)`);
    continue;
  }
  passed += report.stats.expected;
  // An error outside any test (a global setup that failed, a file that does not load) fails the run as a test would.
  failed += report.stats.unexpected + (report.errors?.length ?? 0);
  for (const error of report.errors ?? []) console.log(`${name}: ${String(error.message ?? error).split('\n')[0]}`);
  flaky += report.stats.flaky ?? 0;
  for (const suite of report.suites)
    for (const { test, name: title, file: spec } of testsOf(suite))
      if (test.status === 'flaky') wavered.push(`[${test.projectName}] ${spec} › ${title}`);
}
for (const name of wavered) console.log(`flaky (failed, then passed on its retry): ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${flaky} flaky`);
