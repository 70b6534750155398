import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from './support/fixtures';

/**
 * Every pre-rendered page of the build is valid HTML by the Nu Html Checker (vnu.jar, one Java run over all of them),
 * apart from the allowed messages below. No browser: it reads dist/.
 */

interface Allowed {
  /** The checker's message. */
  message: RegExp;
  /** Why the markup stays. */
  reason: string;
}

const ALLOWED: readonly Allowed[] = [
  {
    message: /^Bad value “Cache-Control” for attribute “http-equiv” on element “meta”\.$/,
    reason: "Baidu's no-transform protocol (no-transform, no-siteapp) as a meta: it goes with the file, whatever the host.",
  },
  {
    message: /^CSS: “field-sizing”: Property “field-sizing” doesn't exist\.$/,
    reason: "Newer than the checker's CSS grammar (Chromium has it since 123): a long text grows with its lines, inside @supports.",
  },
  {
    message: /^Attribute “sensors-disable” not allowed on element “\w+” at this point\.$/,
    reason: "The analytics SDK's own opt-out attribute: clicks inside (personal answers) are not tracked.",
  },
];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

const DIST = join(__dirname, '..', '..', 'dist');
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
/** One short run: the JIT's first tier alone halves the checker's CPU time; its deeper stack needs more room. */
const JVM_FLAGS = ['-Xss4m', '-XX:TieredStopAtLevel=1'];

const pages = () =>
  readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(DIST, f));

/** The checker's JSON (on stderr); it exits with 1 when it reports an error. */
function check(files: string[]): VnuMessage[] {
  let out: string;
  try {
    out = execFileSync('java', [...JVM_FLAGS, '-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    out = (error as { stderr?: string }).stderr ?? '';
    if (!out.startsWith('{')) throw error;
  }
  return (JSON.parse(out || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
}

test('every pre-rendered page is valid HTML (Nu Html Checker)', async () => {
  test.setTimeout(300_000);
  const files = pages();
  expect(files.length, 'pre-rendered pages in dist/ (run npm run build first)').toBeGreaterThan(100);
  const started = Date.now();
  const messages = check(files);
  console.log(`vnu: ${files.length} pages, ${messages.length} messages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const errors = messages
    .filter((m) => !ALLOWED.some((a) => a.message.test(m.message)))
    .map((m) => `${decodeURIComponent(new URL(m.url).pathname).slice(DIST.length + 1)}:${m.lastLine ?? '?'} ${m.message}`);
  expect(errors, 'HTML errors (file:line message)').toEqual([]);
});
