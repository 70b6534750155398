import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { BUNDLE_VARIABLES } from '@/config/env';
import { ICP_SITE, icpFiling, officialAccount, PSB_SITE, publicSecurityFiling } from '@/content/filing';

describe('footer filings', () => {
  it('show a clear placeholder when the build sets no number, still linked to the official sites', () => {
    expect(icpFiling('')).toEqual({ text: 'ICP备案号待配置（构建变量 ICP_NUMBER）', href: ICP_SITE, configured: false });
    expect(publicSecurityFiling('')).toEqual({ text: '公网安备号待配置（构建变量 PSB_NUMBER）', href: PSB_SITE, configured: false });
  });

  it('show the numbers set at build time, the public-security one linked to its own record', () => {
    expect(icpFiling('沪ICP备2019045521号-1')).toEqual({
      text: '沪ICP备2019045521号-1',
      href: 'https://beian.miit.gov.cn/',
      configured: true,
    });
    expect(publicSecurityFiling('沪公网安备31010602001234号')).toEqual({
      text: '沪公网安备31010602001234号',
      href: 'https://beian.mps.gov.cn/#/query/webSearch?code=31010602001234',
      configured: true,
    });
  });

  it('come from build-time variables, as does the official account address (never from the source)', () => {
    for (const name of ['ICP_NUMBER', 'PSB_NUMBER', 'WECHAT_OA_URL']) expect(BUNDLE_VARIABLES).toContain(name);
    const code = readFileSync(join(__dirname, '../../../src/content/filing.ts'), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/ICP备\d|公网安备\d/);
    expect(officialAccount().url).toBe(process.env.WECHAT_OA_URL ?? '');
  });
});
