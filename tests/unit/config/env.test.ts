import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildEnv, BUNDLE_VARIABLES } from '@/config/env';

describe('the build-time environment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reads every bundle variable when asked, empty when unset', () => {
    for (const name of BUNDLE_VARIABLES) delete process.env[name];
    expect(Object.values(buildEnv()).every((value) => value === '')).toBe(true);
    for (const name of BUNDLE_VARIABLES) process.env[name] = `value of ${name}`;
    expect(buildEnv()).toEqual(Object.fromEntries(BUNDLE_VARIABLES.map((name) => [name, `value of ${name}`])));
  });

  it('spells out each `process.env.NAME`, which is what the build replaces with its value', () => {
    const code = readFileSync(join(__dirname, '../../../src/config/env.ts'), 'utf8');
    for (const name of BUNDLE_VARIABLES) expect(code).toContain(`${name}: process.env.${name} ?? ''`);
  });

  it('is the only module of src/ that reads the environment, and the build defines exactly its variables', () => {
    const root = join(__dirname, '../../..');
    const readers = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('.umi'))
      .filter((file) => readFileSync(join(root, 'src', file), 'utf8').includes('process.env'));
    expect(readers).toEqual(['config/env.ts']);
    const umirc = readFileSync(join(root, '.umirc.ts'), 'utf8');
    expect(umirc).toContain('BUNDLE_VARIABLES.map((name) => [`process.env.${name}`, env(name)])');
  });
});
