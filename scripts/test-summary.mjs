// Prints 'tests: N passed, N failed' from the Jest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;

const unit = read('reports/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
}
const e2e = read('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
}
if (!unit) console.log('unit suite did not report (reports/unit.json missing)');
if (!e2e) console.log('browser suite did not report (reports/e2e.json missing)');
console.log(`tests: ${passed} passed, ${failed} failed`);
