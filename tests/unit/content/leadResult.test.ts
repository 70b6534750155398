import { LEAD_RESULT_PAGE } from '@/content/pages/leadResult';

describe("the result page's thanks", () => {
  it('names what was sent', () => {
    expect(LEAD_RESULT_PAGE.thanks.text('专家访谈', false)).toBe('我们已收到您关于“专家访谈”的信息，感谢您的信任。');
  });

  it('says no "undefined" when the form is not known', () => {
    expect(LEAD_RESULT_PAGE.thanks.text(undefined, false)).toBe('我们已收到您的信息，感谢您的信任。');
  });
});
