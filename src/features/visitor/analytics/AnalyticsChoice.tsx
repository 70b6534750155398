import { useState } from 'react';

import { useBrowserValue } from '@/prerender';

import { hasSdk, resumeAnalytics, stopAnalytics } from './client';
import { isAnalyticsOff, setAnalyticsOff } from './optOut';

/** The visitor's switch for visitor analytics, kept on this device (/user). */
export default function AnalyticsChoice() {
  const stored = useBrowserValue<boolean | null>(() => !isAnalyticsOff(), null);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = chosen ?? stored;
  const [note, setNote] = useState('');

  const change = (next: boolean) => {
    setAnalyticsOff(!next);
    setChosen(next);
    if (next) {
      resumeAnalytics();
      setNote(hasSdk() ? '已开启访问统计。' : '已开启访问统计，将从下次打开本站页面时开始。');
    } else {
      stopAnalytics();
      setNote('已关闭访问统计：本设备不再发送任何访问统计数据。');
    }
  };

  return (
    <div className="uc-analytics" data-testid="analytics-choice" sensors-disable="true">
      <label className="uc-analytics__label">
        <input type="checkbox" checked={on ?? true} disabled={on === null} onChange={(e) => change(e.target.checked)} />
        允许本站收集匿名访问统计（浏览的页面、停留时长、点击与滚动）
      </label>
      {note && (
        <p className="uc-analytics__note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
