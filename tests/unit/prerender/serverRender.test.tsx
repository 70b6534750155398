/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

import { useData, useHead } from '@/prerender';
import { createServerRender, type ServerRender, ServerRenderContext } from '@/prerender/renderState';

async function renderPage(element: React.ReactElement, render: ServerRender): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <ServerRenderContext.Provider value={render}>
      <Suspense fallback={<p>loading</p>}>{element}</Suspense>
    </ServerRenderContext.Provider>,
    // A failed request is the pre-renderer's to report (it writes no page then): nothing to log here.
    { onError: () => {} },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function Activity({ load }: { load: () => Promise<{ title: string; summary: string }> }) {
  const { data, loading } = useData({ key: 'activity:a1', load });
  useHead({ title: data ? `${data.title} - 活动详情` : undefined, description: data?.summary });
  return <h1>{loading ? '正在加载活动…' : data?.title}</h1>;
}

describe('a page rendered at build time', () => {
  it('waits for its data, renders it, and records the answer and its head for the page', async () => {
    const render = createServerRender();
    const load = jest.fn(() => Promise.resolve({ title: '医药出海大会', summary: '议程与报名' }));
    const html = await renderPage(<Activity load={load} />, render);
    expect(html).toContain('<h1>医药出海大会</h1>');
    expect(render.answers.get('activity:a1')).toMatchObject({ status: 'fulfilled', value: { title: '医药出海大会' } });
    expect(render.head).toEqual({ title: '医药出海大会 - 活动详情', description: '议程与报名' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('as a frame (an item newer than the build) renders the loading state and asks for nothing', async () => {
    const render = createServerRender(true);
    const load = jest.fn(() => Promise.resolve({ title: 'x', summary: 'y' }));
    const html = await renderPage(<Activity load={load} />, render);
    expect(html).toContain('正在加载活动…');
    expect(load).not.toHaveBeenCalled();
    expect(render.answers.size).toBe(0);
  });

  it('records a failed request, so the pre-renderer can refuse to write an error into the page', async () => {
    const render = createServerRender();
    await renderPage(<Activity load={() => Promise.reject(new Error('API down'))} />, render).catch(() => undefined);
    expect(render.answers.get('activity:a1')).toMatchObject({ status: 'rejected' });
  });
});
