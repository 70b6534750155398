/** What the speed benchmarks share: their command-line options, medians, the machine's load, a server's start. */
import { loadavg } from 'node:os';

/** The value after `--name` on the command line. */
export const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The machine's load over 1, 5 and 15 minutes. */
export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** Waits up to 30 s for `url` to answer. */
export async function waitForServer(url: string) {
  for (let i = 0; i < 60; i += 1) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}
