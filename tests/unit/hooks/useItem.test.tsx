import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { useItemFromQuery } from '@/hooks/useItem';
import { onSharedItem } from '@/lib/pageShare';
import { resetAnswers } from '@/prerender/answerCache';
import { resetPageData } from '@/prerender/pageData';
import { BizError, ErrorShowType } from '@/request';

import { THINGS, thingSource } from './thingSource';

// The item endpoint of the source's kind answers what THINGS.load says. (No type annotations naming imports in this
// file: files with jest.mock go through Babel without TS stripping.)
jest.mock('@/services/items', () => ({
  getItem: (_kind: string, id: string) => (jest.requireActual('./thingSource') as typeof import('./thingSource')).THINGS.load(id),
}));

const SOURCE = thingSource();

function Item() {
  const state = useItemFromQuery(SOURCE);
  return (
    <p>
      {state.id}|{state.item?.name ?? '-'}|{state.notFound ? 'not found' : ''}|{state.loading ? 'loading' : ''}
    </p>
  );
}

const at = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Item />
    </MemoryRouter>,
  );

beforeEach(() => {
  document.body.innerHTML = '';
  document.title = '知桥咨询';
  resetPageData();
  resetAnswers();
  THINGS.load = jest.fn((_id: string) => Promise.resolve({ success: true, data: { name: '专家访谈', pitch: '一小时找到对的人。' } }));
});

describe('useItem', () => {
  it('loads the item of ?id= (trimmed) and names the browser tab after it', async () => {
    at('/serviceContent?id=%20expert-call%20&utm_source=x');
    expect(await screen.findByText('expert-call|专家访谈||')).toBeInTheDocument();
    expect(THINGS.load).toHaveBeenCalledWith('expert-call');
    expect(document.title).toBe('专家访谈 - 产品与服务 - 知桥咨询');
  });

  it('publishes the item for the share card: its title, summary and its own square picture', async () => {
    const published: { title: string; summary?: string; picture?: string }[] = [];
    const stop = onSharedItem((item) => published.push(item));
    at('/serviceContent?id=expert-call&from=timeline');
    expect(await screen.findByText('expert-call|专家访谈||')).toBeInTheDocument();
    stop();
    expect(published.at(-1)).toMatchObject({
      title: '专家访谈',
      summary: '一小时找到对的人。',
      picture: 'share/service/expert-call-square.png',
    });
  });

  it('without an id there is nothing to ask: not found at once', () => {
    at('/serviceContent');
    expect(screen.getByText('|-|not found|')).toBeInTheDocument();
    expect(THINGS.load).not.toHaveBeenCalled();
  });

  it('an id the server does not know is not found (not an error to retry)', async () => {
    THINGS.load.mockRejectedValueOnce(new BizError({ errorCode: 'NOT_FOUND', errorMessage: '服务不存在', showType: ErrorShowType.SILENT }));
    at('/serviceContent?id=gone');
    expect(await screen.findByText('gone|-|not found|')).toBeInTheDocument();
  });
});
