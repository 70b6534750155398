import { feedback, setFeedbackApis } from '@/components/feedback';

const message = { open: jest.fn(), destroy: jest.fn() };
const notification = { open: jest.fn(), destroy: jest.fn() };
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  jest.clearAllMocks();
  setFeedbackApis({ message, notification } as never);
});

describe('feedback', () => {
  it.each(['info', 'success', 'error', 'warning', 'loading'] as const)('%s toasts last 3 s by default', async (type) => {
    feedback[type]('文字');
    await flush();
    expect(message.open).toHaveBeenCalledWith(expect.objectContaining({ type, content: '文字', duration: 3 }));
  });

  it('long toasts last 8 s and an explicit duration wins', async () => {
    feedback.info('长', { long: true });
    feedback.error('二秒', { duration: 2 });
    await flush();
    expect(message.open).toHaveBeenNthCalledWith(1, expect.objectContaining({ duration: 8 }));
    expect(message.open).toHaveBeenNthCalledWith(2, expect.objectContaining({ duration: 2 }));
  });

  it('a toast can be closed through the returned function', async () => {
    const close = feedback.loading('加载中...', { duration: 0 });
    await flush();
    close();
    await flush();
    const { key } = message.open.mock.calls[0][0];
    expect(message.destroy).toHaveBeenCalledWith(key);
  });

  it('a toast closed before antd loaded is never shown', async () => {
    const close = feedback.loading('很快就好');
    close();
    await flush();
    expect(message.open).not.toHaveBeenCalled();
  });

  it('a delayed toast closed before its delay never shows; one still open after it does', async () => {
    jest.useFakeTimers();
    try {
      const microtasks = async () => {
        for (let i = 0; i < 5; i += 1) await Promise.resolve();
      };
      const quick = feedback.loading('加载中...', { duration: 0, delay: 600 });
      jest.advanceTimersByTime(300);
      quick();
      jest.advanceTimersByTime(1000);
      await microtasks();
      expect(message.open).not.toHaveBeenCalled();

      feedback.loading('加载中...', { duration: 0, delay: 600 });
      jest.advanceTimersByTime(600);
      await microtasks();
      expect(message.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'loading', content: '加载中...', duration: 0 }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('notices close after 1.5 s and pause while hovered', async () => {
    feedback.notice({ title: '通知', description: '内容' });
    await flush();
    expect(notification.open).toHaveBeenCalledWith(
      expect.objectContaining({ title: '通知', description: '内容', duration: 1.5, pauseOnHover: true }),
    );
  });
});
