/**
 * The visitor's answer to the analytics question, kept on the device: not asked yet, yes or no; the old opt-out read
 * as no; a yes to other words asked again; heard at once here and from another tab.
 */
import { ANALYTICS_CONSENT_KEY, ANALYTICS_OFF_KEY } from '@/config/visitor';
import { ANALYTICS_CONSENT_COPY } from '@/content/analyticsConsent';
import {
  analyticsAllowed,
  answerAnalytics,
  forgetAnalyticsAnswer,
  onAnalyticsConsent,
  readAnalyticsConsent,
  storedConsent,
} from '@/features/visitor/analytics/consent';

const stored = () => {
  const raw = window.localStorage.getItem(ANALYTICS_CONSENT_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

beforeEach(() => window.localStorage.clear());

describe('the answer kept on the device', () => {
  it('is "not asked yet" on a new device, and nothing may run', () => {
    expect(readAnalyticsConsent()).toBe('unasked');
    expect(analyticsAllowed()).toBe(false);
    expect(stored()).toBeNull();
  });

  it('keeps yes and no in one key, with the version of the words and the time', () => {
    answerAnalytics('yes');
    expect(readAnalyticsConsent()).toBe('yes');
    expect(analyticsAllowed()).toBe(true);
    expect(stored()).toEqual({ choice: 'yes', version: ANALYTICS_CONSENT_COPY.version, at: expect.any(String) });
    expect(Number.isNaN(Date.parse(String(stored()?.at)))).toBe(false);

    answerAnalytics('no');
    expect(readAnalyticsConsent()).toBe('no');
    expect(analyticsAllowed()).toBe(false);
    expect(stored()?.choice).toBe('no');
    expect(Object.keys(window.localStorage)).toEqual([ANALYTICS_CONSENT_KEY]);
  });

  it('takes the old opt-out ("zq.analytics.off" = 1) as no, once, and removes it', () => {
    window.localStorage.setItem(ANALYTICS_OFF_KEY, '1');
    expect(readAnalyticsConsent()).toBe('no');
    expect(window.localStorage.getItem(ANALYTICS_OFF_KEY)).toBeNull();
    expect(stored()?.choice).toBe('no');
    expect(readAnalyticsConsent()).toBe('no');
  });

  it('an opt-out left by an earlier version wins over a yes (it was the later act)', () => {
    answerAnalytics('yes');
    window.localStorage.setItem(ANALYTICS_OFF_KEY, '1');
    expect(readAnalyticsConsent()).toBe('no');
  });

  it('asks again after a yes to other words; a no stays a no', () => {
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, JSON.stringify({ ...storedConsent('yes'), version: '2020-01-01' }));
    expect(readAnalyticsConsent()).toBe('unasked');
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, JSON.stringify({ ...storedConsent('no'), version: '2020-01-01' }));
    expect(readAnalyticsConsent()).toBe('no');
  });

  it('drops a damaged or foreign value: not asked yet', () => {
    for (const value of ['1', 'yes', '{"choice":"maybe","version":"x","at":"y"}', '{']) {
      window.localStorage.setItem(ANALYTICS_CONSENT_KEY, value);
      expect(readAnalyticsConsent()).toBe('unasked');
      expect(window.localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBeNull();
    }
  });

  it('is heard at once by those who listen, and from another tab', () => {
    const heard: string[] = [];
    const stop = onAnalyticsConsent((consent) => heard.push(consent));
    answerAnalytics('yes');
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, JSON.stringify(storedConsent('no')));
    window.dispatchEvent(new StorageEvent('storage', { key: ANALYTICS_CONSENT_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'openid' }));
    stop();
    answerAnalytics('yes');
    expect(heard).toEqual(['yes', 'no']);
  });

  it('goes with everything else the site keeps (/user 清除): not asked yet, heard at once', () => {
    answerAnalytics('no');
    const heard: string[] = [];
    const stop = onAnalyticsConsent((consent) => heard.push(consent));
    forgetAnalyticsAnswer();
    stop();
    expect(stored()).toBeNull();
    expect(readAnalyticsConsent()).toBe('unasked');
    expect(heard).toEqual(['unasked']);
  });
});

describe('where storage keeps nothing', () => {
  it('the answer holds for the page', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(readAnalyticsConsent()).toBe('unasked');
      answerAnalytics('yes');
      expect(readAnalyticsConsent()).toBe('yes');
      answerAnalytics('no');
      expect(readAnalyticsConsent()).toBe('no');
    } finally {
      setItem.mockRestore();
    }
  });
});
