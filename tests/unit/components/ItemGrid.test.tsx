import { act, fireEvent, render, screen } from '@testing-library/react';

import ItemGrid from '@/components/ItemGrid';

interface Item {
  id: string;
  name: string;
}

const items = (...names: string[]): Item[] => names.map((name) => ({ id: name, name }));

const grid = (list: Item[]) => (
  <ItemGrid<Item> className="grid" testId="grid" items={list} itemKey={(i) => i.id} renderItem={(i) => <span>{i.name}</span>} />
);

/** Where the list's end stands on the screen (jsdom lays nothing out). */
function listEndsAt(bottom: number, height = 300) {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ bottom, height, top: bottom - height, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) }));
}

const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

afterEach(() => jest.restoreAllMocks());

describe('ItemGrid brought up to date in the background', () => {
  it('keeps each card in its slot and gives it the new content', () => {
    listEndsAt(2000);
    const { rerender } = render(grid(items('a', 'b', 'c')));
    const first = screen.getAllByRole('listitem')[0];
    rerender(grid(items('new', 'a', 'b')));
    expect(shown()).toEqual(['new', 'a', 'b']);
    expect(screen.getAllByRole('listitem')[0]).toBe(first);
    expect(first).toHaveAttribute('data-item', 'new');
  });

  it('a shorter list keeps the height it had, so nothing below moves up', () => {
    listEndsAt(500, 320);
    const { rerender } = render(grid(items('a', 'b', 'c')));
    rerender(grid(items('a', 'b')));
    expect(shown()).toEqual(['a', 'b']);
    expect(screen.getByTestId('grid').style.minHeight).toBe('320px');
  });

  it('a longer list whose end is on screen shows its extra items once the end is off screen', () => {
    listEndsAt(500);
    const { rerender } = render(grid(items('a', 'b')));
    rerender(grid(items('a', 'b', 'c')));
    expect(shown()).toEqual(['a', 'b']);
    listEndsAt(-20);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(shown()).toEqual(['a', 'b', 'c']);
  });

  it('a longer list whose end is below the screen grows at once', () => {
    listEndsAt(5000);
    const { rerender } = render(grid(items('a', 'b')));
    rerender(grid(items('a', 'b', 'c')));
    expect(shown()).toEqual(['a', 'b', 'c']);
  });

  it('a change the visitor has just asked for shows as it is', () => {
    listEndsAt(500);
    const { rerender } = render(grid(items('a', 'b')));
    fireEvent.pointerDown(window);
    rerender(grid(items('a', 'b', 'c')));
    expect(shown()).toEqual(['a', 'b', 'c']);
  });
});
