import { STORAGE_KEYS } from '@/config/storage';
import { attributionFrom, captureAttribution, readAttribution } from '@/features/leads/attribution';

const NOW = Date.parse('2026-11-22T02:00:00Z');

describe('attributionFrom', () => {
  it('reads the five UTM parameters, the referrer and the landing page', () => {
    const a = attributionFrom(
      {
        url: '/html/meetingForm?utm_source=wechat&utm_medium=social&utm_campaign=q4&utm_term=%E4%B8%93%E5%AE%B6&utm_content=a&x=1',
        referrer: 'https://mp.weixin.qq.com/',
      },
      NOW,
    );
    expect(a).toEqual({
      utm_source: 'wechat',
      utm_medium: 'social',
      utm_campaign: 'q4',
      utm_term: '专家',
      utm_content: 'a',
      referrer: 'https://mp.weixin.qq.com/',
      landingPage: '/html/meetingForm?utm_source=wechat&utm_medium=social&utm_campaign=q4&utm_term=%E4%B8%93%E5%AE%B6&utm_content=a&x=1',
      capturedAt: '2026-11-22T02:00:00.000Z',
    });
  });

  it('leaves out empty parameters and cuts very long ones', () => {
    const a = attributionFrom({ url: `/html/?utm_source=&utm_medium=%20&utm_campaign=${'长'.repeat(500)}`, referrer: '' }, NOW);
    expect(a).not.toHaveProperty('utm_source');
    expect(a).not.toHaveProperty('utm_medium');
    expect(Array.from(a.utm_campaign!)).toHaveLength(200);
    expect(Array.from(a.landingPage).length).toBeLessThanOrEqual(500);
  });
});

describe('captureAttribution', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the first page of the visit: later pages do not overwrite it', () => {
    window.history.pushState({}, '', '/html/aboutUs?utm_source=baidu&utm_campaign=brand');
    const first = captureAttribution();
    expect(first).toMatchObject({
      utm_source: 'baidu',
      utm_campaign: 'brand',
      landingPage: '/html/aboutUs?utm_source=baidu&utm_campaign=brand',
    });
    window.history.pushState({}, '', '/html/meetingForm?utm_source=other');
    expect(captureAttribution()).toEqual(first);
    expect(readAttribution()).toEqual(first);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.attribution)!)).toEqual(first);
  });

  it('ignores a damaged stored value and records afresh', () => {
    sessionStorage.setItem(STORAGE_KEYS.attribution, '{not json');
    window.history.pushState({}, '', '/html/?utm_medium=email');
    expect(readAttribution()).toBeNull();
    expect(captureAttribution()).toMatchObject({ utm_medium: 'email', landingPage: '/html/?utm_medium=email' });
  });
});

describe('stored attribution', () => {
  beforeEach(() => sessionStorage.clear());

  it('is dropped when it is not of the shape the site writes', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.attribution,
      JSON.stringify({ landingPage: '/html/', referrer: '', capturedAt: 't', utm_source: 'x'.repeat(5000) }),
    );
    expect(readAttribution()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.attribution)).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.attribution, JSON.stringify({ landingPage: { x: 1 } }));
    expect(readAttribution()).toBeNull();
  });
});
