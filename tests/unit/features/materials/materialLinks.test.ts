import { downloadPageHref } from '@/features/materials/CopyLink';
import { formatFileSize } from '@/features/materials/materialView';
import { formatDate } from '@/lib/beijingTime';
import { isWechatBrowser, isWechatUserAgent } from '@/lib/userAgent';
import { MATERIAL_FILE_PATH, materialFileUrl } from '@/services/materials';

const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0 Mobile Safari/537.36 XWEB/1110017 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('WeChat in-app browser detection', () => {
  it('recognises WeChat on iOS and Android', () => {
    expect(isWechatUserAgent(WECHAT_IOS)).toBe(true);
    expect(isWechatUserAgent(WECHAT_ANDROID)).toBe(true);
    expect(isWechatUserAgent('... micromessenger/7.0 ...')).toBe(true);
  });

  it('leaves other browsers and missing values alone', () => {
    expect(isWechatUserAgent(SAFARI)).toBe(false);
    expect(isWechatUserAgent(CHROME)).toBe(false);
    expect(isWechatUserAgent('')).toBe(false);
    expect(isWechatUserAgent(undefined)).toBe(false);
  });

  it('reads the current browser', () => {
    const spy = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(WECHAT_IOS);
    expect(isWechatBrowser()).toBe(true);
    spy.mockReturnValue(CHROME);
    expect(isWechatBrowser()).toBe(false);
    spy.mockRestore();
  });
});

describe('download URL', () => {
  it('goes through the platform base and carries the token', () => {
    const url = materialFileUrl('rpt 1', { defaultBase: 'https://api.example.cn/', thirdPartyBase: 'https://tp.example.cn', token: 't/k' });
    expect(url).toBe(`https://api.example.cn${MATERIAL_FILE_PATH}?id=rpt+1&token=t%2Fk`);
  });

  it('stays on the same origin without a base', () => {
    expect(materialFileUrl('br-psf', { defaultBase: '', thirdPartyBase: '', token: '' })).toBe(`${MATERIAL_FILE_PATH}?id=br-psf&token=`);
  });

  it('turns the fallback page address into the download page address', () => {
    expect(downloadPageHref('https://site.cn/html/downPdfBak?id=br-psf')).toBe('https://site.cn/html/downPdf?id=br-psf');
    expect(downloadPageHref('https://site.cn/site/downPdfBak')).toBe('https://site.cn/site/downPdf');
    expect(downloadPageHref('https://site.cn/html/downPdfBakery')).toBe('https://site.cn/html/downPdfBakery');
  });
});

describe('material facts', () => {
  it('formats sizes and dates in Chinese', () => {
    expect(formatFileSize(620)).toBe('620 KB');
    expect(formatFileSize(3860)).toBe('3.8 MB');
    expect(formatDate('2026-11-02')).toBe('2026年11月2日');
  });
});
