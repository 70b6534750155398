import { displayErrorCode, genericErrorText } from '@/content/errorTexts';
import { TEXTS } from '@/content/messages';

describe('what /exception says for a code from a link', () => {
  it('shows a code only of code characters', () => {
    expect(displayErrorCode('QA-9')).toBe('QA-9');
    expect(displayErrorCode('您的账户已冻结，请致电400')).toBe('未知');
    expect(displayErrorCode('x'.repeat(33))).toBe('未知');
    expect(displayErrorCode(null)).toBe('未知');
  });

  it('has a generic text per code and the default for the rest', () => {
    expect(genericErrorText('404')).toBe('请求的内容不存在或已下线。');
    expect(genericErrorText('not_found')).toBe('请求的内容不存在或已下线。');
    expect(genericErrorText('QA-9')).toBe(TEXTS.requestError);
  });
});
