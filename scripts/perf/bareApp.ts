/**
 * The yardstick of the speed benchmarks: a bare Umi Max + antd app, built with this project's own packages into a
 * temporary folder outside the repository and served like the site (gzip, long-cached hashed assets). The same Umi,
 * antd and React as the site, none of its code. Two pages: `/`, a title, a paragraph, a card and a button (the loading
 * benchmark, main.ts); `/form`, a bare antd form with a lead form's fields and required rules (the interactions
 * benchmark, interactions.ts). Its words are the yardstick's own, not the site's.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';

const CONFIG = `import { defineConfig } from '@umijs/max';

export default defineConfig({
  antd: {},
  hash: true,
  routes: [
    { path: '/', component: 'index' },
    { path: '/form', component: 'form' },
  ],
});
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

/**
 * A lead form as antd alone makes it: the fields of /meetingForm's first contact (name, mobile, company, the question, an
 * industry drop-down, a radio, the consent box), each required with its message, every field under a `data-field`
 * box as on the site's forms, and a submit button that scrolls to the first error.
 */
const FORM = `import { Button, Checkbox, Form, Input, Radio, Select } from 'antd';

const INDUSTRIES = ['私募股权投资', '二级市场投资', '投资银行与研究', '咨询公司服务', '工业、化工与材料', '医疗器械与生物科技', '科技'];
const required = (message: string) => [{ required: true, message }];

export default function LeadForm() {
  return (
    <Form layout="vertical" scrollToFirstError style={{ maxWidth: 640, margin: 16 }}>
      <div data-field="name"><Form.Item name="name" label="姓名" rules={required('请填写姓名')}><Input /></Form.Item></div>
      <div data-field="mobile"><Form.Item name="mobile" label="手机号码" rules={[...required('请填写手机号码'), { pattern: /^1[3-9]\\d{9}$/, message: '请输入正确的手机号码' }]}><Input /></Form.Item></div>
      <div data-field="company"><Form.Item name="company" label="公司名称" rules={required('请填写公司名称')}><Input /></Form.Item></div>
      <div data-field="need"><Form.Item name="need" label="需求描述" rules={[...required('请填写需求描述'), { min: 10, message: '至少 10 个字' }]}><Input.TextArea rows={4} /></Form.Item></div>
      <div data-field="industry"><Form.Item name="industry" label="所在行业" rules={required('请选择行业')}><Select placeholder="请选择行业" options={INDUSTRIES.map((label) => ({ value: label, label }))} /></Form.Item></div>
      <div data-field="meetingFormat"><Form.Item name="meetingFormat" label="会议形式" rules={required('请选择会议形式')}><Radio.Group options={['电话或视频访谈', '线下面谈', '实地走访']} /></Form.Item></div>
      <div data-field="consent"><Form.Item name="consent" valuePropName="checked" rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error('请阅读并同意'))) }]}><Checkbox>我已阅读并同意个人信息保护说明</Checkbox></Form.Item></div>
      <Button type="primary" htmlType="submit">提交</Button>
    </Form>
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
  writeFileSync(join(dir, 'src', 'pages', 'form.tsx'), FORM);
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
