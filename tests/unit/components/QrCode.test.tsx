import { render, screen } from '@testing-library/react';

import QrCode from '@/components/QrCode';

describe('QrCode', () => {
  it('renders a named frame of the same size before the library has loaded (also when pre-rendered)', () => {
    render(<QrCode value="https://weixin.example.cn/zhiqiao" label="公众号二维码" size={104} />);
    const svg = screen.getByRole('img', { name: '公众号二维码' });
    expect(svg).toHaveAttribute('width', '104');
    expect(svg).toHaveAttribute('data-ready', 'false');
  });
});
