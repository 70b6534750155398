import { fireEvent, render, screen } from '@testing-library/react';
import DownloadGate from '@/pages/DownPdf/DownloadGate';

// The gate only needs Link from Umi; a plain anchor keeps the test off the router.
jest.mock('@umijs/max', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

const material = { id: 'rpt-1', title: '半导体设备报告' };

describe('DownloadGate', () => {
  it('shows Chinese errors and does not unlock until name, work email and consent are given', () => {
    const onUnlocked = jest.fn();
    render(<DownloadGate material={material} onUnlocked={onUnlocked} />);
    fireEvent.click(screen.getByRole('button', { name: '提交并解锁下载' }));
    expect(screen.getByText('请填写姓名')).toBeInTheDocument();
    expect(screen.getByText('请填写工作邮箱')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意《个人信息保护说明》')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '《个人信息保护说明》' })).toHaveAttribute('href', '/privacy');
    expect(onUnlocked).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李明' } });
    fireEvent.change(screen.getByLabelText('工作邮箱'), { target: { value: 'liming@hengyuan-capital.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('请填写姓名')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交并解锁下载' }));
    expect(onUnlocked).toHaveBeenCalledTimes(1);
  });
});
