import { fireEvent, render, screen } from '@testing-library/react';

import Pager from '@/components/Pager';

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} pageCount={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and disables the way past either end', () => {
    render(<Pager page={1} pageCount={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  it('asks for the chosen, next and previous page', () => {
    const onChange = jest.fn();
    render(<Pager page={2} pageCount={3} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });
});
