// Fails when the JavaScript and CSS that the first page loads (index.html's own files, the
// layout and the home page chunk) exceed the budget in gzip. Run after `max build`.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = 'dist';
const html = readFileSync(`${dist}/index.html`, 'utf8');
const own = [...html.matchAll(/(?:src|href)="\/html\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const firstRoute = readdirSync(dist).filter((f) => /^(layouts__index|p__Home__index)\.[\w]+\.(async\.js|chunk\.css)$/.test(f));
const files = [...new Set([...own, ...firstRoute])];
let total = 0;
for (const f of files) {
  const gz = gzipSync(readFileSync(`${dist}/${f}`), { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} kB  ${f}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  first page total (budget ${BUDGET_KB} kB gzip)`);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} kB`);
  process.exit(1);
}
