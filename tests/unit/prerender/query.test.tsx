import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

import { useQuery, useQueryParam } from '@/prerender';
import { DATA_ELEMENT_ID, resetPageData } from '@/prerender/pageData';

function MaterialList() {
  const [type] = useQuery((params) => params.get('type') ?? 'all');
  const id = useQueryParam('id');
  return (
    <p>
      type={type} id={id}
    </p>
  );
}

/** The page as the pre-renderer wrote it for `renderedFor`, opened at `address`, then taken over. */
async function takeOver(renderedFor: string, address: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${DATA_ELEMENT_ID}">${JSON.stringify({
    url: renderedFor,
    data: {},
  })}</script>`;
  resetPageData();
  window.history.replaceState(null, '', renderedFor);
  const root = document.getElementById('root')!;
  root.innerHTML = renderToString(
    <MemoryRouter initialEntries={[renderedFor]}>
      <MaterialList />
    </MemoryRouter>,
  );
  window.history.replaceState(null, '', address);
  const before = root.querySelector('p');
  const seen: string[] = [];
  const errors: unknown[] = [];
  const observer = new MutationObserver(() => seen.push(root.textContent ?? ''));
  observer.observe(root, { subtree: true, characterData: true, childList: true });
  await act(async () => {
    hydrateRoot(
      root,
      <MemoryRouter initialEntries={[address]}>
        <MaterialList />
      </MemoryRouter>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  observer.disconnect();
  return { text: root.textContent, sameElement: root.querySelector('p') === before, errors, changes: seen };
}

describe('useQuery while a pre-rendered page is taken over', () => {
  it('ignores what the page does not read: campaign and WeChat parameters change nothing', async () => {
    const result = await takeOver('/html/down', '/html/down?utm_source=wechat&from=singlemessage&isappinstalled=0&code=x');
    expect(result).toEqual({ text: 'type=all id=', sameElement: true, errors: [], changes: [] });
  });

  it("takes over with the query the page was rendered with, then shows the address's own filter", async () => {
    const result = await takeOver('/html/down', '/html/down?type=report&utm_source=newsletter');
    expect(result.errors).toEqual([]);
    expect(result.sameElement).toBe(true);
    expect(result.text).toBe('type=report id=');
  });

  it("reads an item page's id as it was rendered", async () => {
    const result = await takeOver('/html/down?id=rpt-1', '/html/down?id=rpt-1&spm=a.b.c');
    expect(result).toEqual({ text: 'type=all id=rpt-1', sameElement: true, errors: [], changes: [] });
  });
});
