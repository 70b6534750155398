import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { ITEM_COPY } from '@/content/itemCopy';
import { type ItemSource, useItemFromQuery } from '@/hooks/useItem';
import { onSharedItem, type SharedItem } from '@/lib/pageShare';
import { resetAnswers } from '@/prerender/answerCache';
import { resetPageData } from '@/prerender/pageData';
import { BizError, ErrorShowType } from '@/request';

interface Thing {
  name: string;
  pitch: string;
}

let load: jest.Mock<Promise<API.ResponseStructure<Thing>>, [string]>;
const source = (): ItemSource<Thing> => ({
  kind: 'service',
  load: (id) => load(id),
  title: (t) => t.name,
  summary: (t) => t.pitch,
  copy: ITEM_COPY.service,
});

function Item({ from }: { from: ItemSource<Thing> }) {
  const state = useItemFromQuery(from);
  return (
    <p>
      {state.id}|{state.item?.name ?? '-'}|{state.notFound ? 'not found' : ''}|{state.loading ? 'loading' : ''}
    </p>
  );
}

const at = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Item from={source()} />
    </MemoryRouter>,
  );

beforeEach(() => {
  document.body.innerHTML = '';
  document.title = '知桥咨询';
  resetPageData();
  resetAnswers();
  load = jest.fn((_id: string) =>
    Promise.resolve<API.ResponseStructure<Thing>>({ success: true, data: { name: '专家访谈', pitch: '一小时找到对的人。' } }),
  );
});

describe('useItem', () => {
  it('loads the item of ?id= (trimmed) and names the browser tab after it', async () => {
    at('/serviceContent?id=%20expert-call%20&utm_source=x');
    expect(await screen.findByText('expert-call|专家访谈||')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('expert-call');
    expect(document.title).toBe('专家访谈 - 产品与服务 - 知桥咨询');
  });

  it('publishes the item for the share card: its title, summary and its own square picture', async () => {
    const published: SharedItem[] = [];
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
    expect(load).not.toHaveBeenCalled();
  });

  it('an id the server does not know is not found (not an error to retry)', async () => {
    load.mockRejectedValueOnce(new BizError({ errorCode: 'NOT_FOUND', errorMessage: '服务不存在', showType: ErrorShowType.SILENT }));
    at('/serviceContent?id=gone');
    expect(await screen.findByText('gone|-|not found|')).toBeInTheDocument();
  });
});
