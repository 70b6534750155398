import { EMBEDDED_FORMS, FORMS } from '@/config/forms';
import { FORM_INTROS, formIntro } from '@/content/formIntros';

describe('the copy around the lead forms', () => {
  const forms = [...FORMS, ...EMBEDDED_FORMS];

  it('is there for every form, and for no form that is gone', () => {
    expect(Object.keys(FORM_INTROS).sort()).toEqual(forms.map((f) => f.key).sort());
  });

  it('introduces every form in Chinese, and lists what a visitor gets in Chinese where it does', () => {
    for (const form of forms) {
      const { intro, highlights = [] } = formIntro(form.key);
      expect(intro).toMatch(/[\u4e00-\u9fa5]/);
      expect(intro).toMatch(/[。！？]$/);
      for (const line of highlights) expect(line).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
