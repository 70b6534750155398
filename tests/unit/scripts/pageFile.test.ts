import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { pageFileFor } from '../../../scripts/lib/pageFile';

describe('the not-found page an unknown address gets, as nginx serves it', () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'en', 'about'), { recursive: true });
  for (const file of ['404.html', 'en/404.html', 'en/index.html', 'en/about/index.html']) writeFileSync(join(dist, file), file);
  const fileFor = (pathname: string) => pageFileFor(dist, pathname, new URLSearchParams());
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("is the English edition's below /en, the Chinese one elsewhere, with status 404", () => {
    expect(fileFor('/en/no-such-page')).toEqual({ file: join(dist, 'en/404.html'), status: 404 });
    expect(fileFor('/en/about/more')).toEqual({ file: join(dist, 'en/404.html'), status: 404 });
    expect(fileFor('/no-such-page')).toEqual({ file: join(dist, '404.html'), status: 404 });
    expect(fileFor('/english')).toEqual({ file: join(dist, '404.html'), status: 404 });
  });

  it('leaves the English pages their own files', () => {
    expect(fileFor('/en')).toEqual({ file: join(dist, 'en/index.html'), status: 200 });
    expect(fileFor('/en/about')).toEqual({ file: join(dist, 'en/about/index.html'), status: 200 });
  });
});
