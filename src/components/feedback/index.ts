/**
 * The one place that shows toasts and notices; nothing else calls antd's `message` or
 * `notification`. antd is loaded on the first call (it is not needed for the first paint).
 */
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

import { DISPLAY_SECONDS } from '@/config/timing';

export type ToastType = 'info' | 'success' | 'error' | 'warning' | 'loading';

export interface FeedbackApis {
  message: Pick<MessageInstance, 'open' | 'destroy'>;
  notification: Pick<NotificationInstance, 'open' | 'destroy'>;
}

let apis: Promise<FeedbackApis> | null = null;

const load = (): Promise<FeedbackApis> => (apis ??= import('./antdFeedback').then((m) => m.default));

/** Replaces the antd instances (unit tests). */
export function setFeedbackApis(next: FeedbackApis) {
  apis = Promise.resolve(next);
}

export interface ToastOptions {
  /** Seconds; 0 keeps it until closed. Defaults to 3 s, or 8 s with `long`. */
  duration?: number;
  long?: boolean;
  key?: string;
  /** Milliseconds to wait before showing it: closed sooner (a fast answer), it never appears. */
  delay?: number;
}

let toastSeq = 0;

/** Shows a toast and returns a function that closes it. */
function toast(type: ToastType, content: ReactNode, options: ToastOptions = {}): () => void {
  if (typeof window === 'undefined') return () => {}; // pre-rendering: nothing to show (and antd's message needs a DOM)
  const key = options.key ?? `toast-${++toastSeq}`;
  const duration = options.duration ?? (options.long ? DISPLAY_SECONDS.toastLong : DISPLAY_SECONDS.toast);
  let closed = false;
  let shown = false;
  const show = () => {
    shown = true;
    void load().then(({ message }) => {
      if (!closed) message.open({ type, content, duration, key });
    });
  };
  const timer = options.delay ? setTimeout(show, options.delay) : undefined;
  if (!timer) show();
  return () => {
    closed = true;
    clearTimeout(timer);
    if (shown) void load().then(({ message }) => message.destroy(key));
  };
}

export interface NoticeOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Seconds; defaults to 1.5 s. The timer pauses while the pointer is over the notice. */
  duration?: number;
  type?: 'info' | 'success' | 'warning' | 'error';
}

function notice({ title, description, duration = DISPLAY_SECONDS.notice, type = 'info' }: NoticeOptions) {
  if (typeof window === 'undefined') return;
  void load().then(({ notification }) =>
    notification.open({ title, description, duration, type, pauseOnHover: true, placement: 'topRight' }),
  );
}

export const feedback = {
  info: (content: ReactNode, options?: ToastOptions) => toast('info', content, options),
  success: (content: ReactNode, options?: ToastOptions) => toast('success', content, options),
  error: (content: ReactNode, options?: ToastOptions) => toast('error', content, options),
  warning: (content: ReactNode, options?: ToastOptions) => toast('warning', content, options),
  loading: (content: ReactNode, options?: ToastOptions) => toast('loading', content, options),
  notice,
};
