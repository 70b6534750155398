import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';

import { assertFrameworkVersions, frameworkVersionProblems, resolveLazyComponent, WRITTEN_FOR } from '@/prerender/framework';

/* eslint-disable @typescript-eslint/no-require-imports -- the installed packages' own versions */
const installed = (pkg: string) => require(`${pkg}/package.json`).version as string;

describe('the framework adapter', () => {
  it('was written for the versions installed here', () => {
    expect(frameworkVersionProblems(installed)).toEqual([]);
    expect(() => assertFrameworkVersions(installed)).not.toThrow();
  });

  it('stops the build on another version of Umi, React or react-dom, saying what to check', () => {
    const upgraded = (pkg: string) => (pkg === 'react-dom' ? '19.4.0' : pkg === '@umijs/max' ? '4.7.27' : installed(pkg));
    expect(frameworkVersionProblems(upgraded)).toEqual([
      expect.stringContaining('@umijs/max 4.7.27 is installed'),
      expect.stringContaining('react-dom 19.4.0 is installed'),
    ]);
    expect(() => assertFrameworkVersions(upgraded)).toThrow(/src\/prerender\/framework\.ts[\s\S]*WRITTEN_FOR/);
  });

  it('treats a package that is not there as another version', () => {
    expect(frameworkVersionProblems((pkg) => (pkg === 'react' ? undefined : installed(pkg)))).toEqual([
      expect.stringContaining('react (not installed)'),
    ]);
  });

  it('checks every package whose internals it uses', () => {
    expect(Object.keys(WRITTEN_FOR)).toEqual(expect.arrayContaining(['@umijs/max', 'react', 'react-dom']));
  });

  it('loads a lazy component before its first render, so that render does not wait for it', async () => {
    let loads = 0;
    const Page = lazy(async () => {
      loads += 1;
      return { default: () => <h1>关于我们</h1> };
    });
    await resolveLazyComponent(Page);
    render(
      <Suspense fallback={<p>正在加载…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: '关于我们' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('leaves a failed import for React to show', async () => {
    const Broken = lazy(() => Promise.reject(new Error('Loading chunk 7 failed.')));
    await expect(resolveLazyComponent(Broken)).resolves.toBeUndefined();
    await expect(resolveLazyComponent({})).resolves.toBeUndefined();
  });
});
