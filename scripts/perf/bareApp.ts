/**
 * The yardstick of the speed benchmark: a bare Umi Max + antd app (one page with a title, a paragraph, a card and a
 * button), built with this project's own packages into a temporary folder outside the repository and served like the
 * site (gzip, long-cached hashed assets). The same Umi, antd and React as the site, none of its code.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';

const CONFIG = `import { defineConfig } from '@umijs/max';

export default defineConfig({ antd: {}, hash: true, routes: [{ path: '/', component: 'index' }] });
`;

const PAGE = `import { Button, Card, Typography } from 'antd';

export default function Home() {
  return (
    <Card style={{ margin: 16 }}>
      <Typography.Title>知桥咨询</Typography.Title>
      <Typography.Paragraph>连接行业一线专家，让每一个判断更有把握。</Typography.Paragraph>
      <Button type="primary">预约专家访谈</Button>
    </Card>
  );
}
`;

/** Writes and builds the bare app (about 20 s); returns its dist folder. */
export function buildBareApp(root: string): string {
  const dir = join(tmpdir(), 'zq-perf-bare-umi-max');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src', 'pages'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare-umi-max', private: true }));
  writeFileSync(join(dir, '.umirc.ts'), CONFIG);
  writeFileSync(join(dir, 'src', 'pages', 'index.tsx'), PAGE);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  execFileSync(join(root, 'node_modules', '.bin', 'max'), ['build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, PRERENDER: '' } });
  const dist = join(dir, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`the bare Umi Max app did not build in ${dir}`);
  return dist;
}

/**
 * Serves the bare app in a process of its own (the benchmark's own process is blocked while Lighthouse runs):
 * its files, and index.html for every other address.
 */
export function serveBareApp(dist: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', __filename, '--serve', dist, '--port', String(port)], {
    cwd: join(__dirname, '..', '..'),
    stdio: 'ignore',
  });
}

function serve(dist: string, port: number) {
  const app = express();
  app.use(compression());
  app.use(
    express.static(dist, {
      index: false,
      setHeaders(res, path) {
        const hashed = /\.[0-9a-f]{8}(\.async)?\.(js|css)$/.test(path);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get(/.*/, (_req, res) => res.setHeader('Cache-Control', 'no-cache').sendFile(join(dist, 'index.html')));
  app.listen(port);
}

// Run as its own process by serveBareApp.
if (process.argv.includes('--serve')) {
  const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
  serve(arg('--serve'), Number(arg('--port')));
}
