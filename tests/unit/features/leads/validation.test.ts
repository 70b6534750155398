import { anyFormByKey, FORMS } from '@/config/forms';
import { COMPANY, CONSENT, EMAIL, type FieldDefinition, MOBILE, NAME, NEED, PREFERRED_DATE, SURVEY_FIELDS } from '@/config/forms/fields';
import { charCount, CONSENT_MESSAGE, normalizeValue, validateField, validateLead } from '@/features/leads/validation';
import { beijingDay } from '@/lib/beijingTime';

import { FIELD_SAMPLES, VALID_CONTACT } from '../../../../mock/data/leads';

const NOW = Date.parse('2026-11-22T10:00:00+08:00');
const FIELDS: Record<keyof typeof FIELD_SAMPLES, FieldDefinition> = {
  name: NAME,
  mobile: MOBILE,
  email: EMAIL,
  company: COMPANY,
  need: NEED,
};
const CHINESE = /[\u4e00-\u9fa5]/;

describe('text kinds: valid and invalid samples', () => {
  for (const [name, samples] of Object.entries(FIELD_SAMPLES)) {
    const field = FIELDS[name as keyof typeof FIELD_SAMPLES];
    it.each(samples.map(([value, valid]) => [JSON.stringify(value).slice(0, 40), value, valid] as const))(
      `${name} %s`,
      (_label, value, valid) => {
        const message = validateField(field, value, NOW);
        if (valid) expect(message).toBeNull();
        else {
          expect(message).toMatch(CHINESE);
          expect(message).not.toMatch(/required|invalid|Please/i);
        }
      },
    );
  }
});

describe('rules', () => {
  it('treats whitespace-only as empty: the required message, not a format message', () => {
    expect(validateField(NAME, '   \t ')).toBe('请填写姓名');
    expect(validateField(EMAIL, '   ')).toBe('请填写工作邮箱');
    expect(validateField({ ...EMAIL, required: false }, '   ')).toBeNull();
  });

  it('treats invisible characters as nothing: a field of zero-width characters is empty', () => {
    const invisible = [
      '\u200b\u200b\u200b',
      '\u200c\u200d\u2060',
      '\ufeff\u00ad',
      '\u202e\u200e\u200f',
      '\u3164\u3164',
      '\u2800',
      ' \u200b \u3000 ',
    ];
    for (const text of invisible) {
      expect(validateField(COMPANY, text)).toBe('请填写公司名称');
      expect(validateField(NEED, text)).toBe('请填写需求描述');
      expect(validateField(NAME, text)).toBe('请填写姓名');
    }
    expect(validateField({ ...NEED, required: false }, '\u200b')).toBeNull();
  });

  it('strips invisible characters before the other rules, and keeps emoji joined', () => {
    expect(normalizeValue(COMPANY, '\u200b恒远\u200b资本\ufeff')).toBe('恒远资本');
    expect(validateField(NAME, '王\u200b')).toBe('姓名至少需要 2 个字');
    expect(normalizeValue(MOBILE, '138\u200b1234\u200d5678')).toBe('13812345678');
    expect(normalizeValue(NEED, '我们的团队 👨‍💻 需要专家访谈 ❤️')).toBe('我们的团队 👨‍💻 需要专家访谈 ❤️');
  });

  it('counts an emoji as one character and caps every text field', () => {
    expect(charCount('👍🏻好')).toBe(3);
    expect(validateField(NEED, `${'好'.repeat(999)}😀`)).toBeNull();
    expect(validateField(NEED, `${'好'.repeat(1000)}😀`)).toBe('需求描述不能超过 1000 个字');
    expect(validateField({ name: 'x', kind: 'text', label: '备注' }, 'a'.repeat(51))).toBe('备注不能超过 50 个字');
    expect(validateField(MOBILE, '1'.repeat(21))).toBe('手机号码不能超过 20 个字');
  });

  it('refuses markup in single-line fields but keeps it as plain text in descriptions', () => {
    expect(validateField(COMPANY, '<script>alert(1)</script>')).toBe('公司名称不能包含“<”或“>”');
    expect(validateField(NEED, '<script>alert(1)</script> 需要一份行业报告')).toBeNull();
  });

  it('normalizes mobile numbers written with +86, spaces or dashes', () => {
    expect(normalizeValue(MOBILE, '+86 138-1234-5678')).toBe('13812345678');
    expect(normalizeValue(MOBILE, '8613812345678')).toBe('13812345678');
    expect(validateField(MOBILE, '+86 138 1234 5678')).toBeNull();
    expect(validateField(MOBILE, '10012345678')).toBe('请输入正确的 11 位中国大陆手机号码');
  });

  it('accepts only listed options for select, radio, multi-select and checkbox groups', () => {
    const [role, industry, interests, channels] = SURVEY_FIELDS;
    expect(validateField(role, role.options![0].value)).toBeNull();
    expect(validateField(role, '黑客')).toBe(`请从选项中选择${role.label}`);
    expect(validateField(industry, undefined)).toBe(`请选择${industry.label}`);
    expect(validateField(interests, [interests.options![0].value, interests.options![1].value])).toBeNull();
    expect(validateField(interests, [])).toBe(`请选择${interests.label}`);
    expect(validateField(interests, ['<b>x</b>'])).toBe(`请从选项中选择${interests.label}`);
    expect(
      validateField(
        channels,
        channels.options!.slice(0, 4).map((o) => o.value),
      ),
    ).toBe(`${channels.label}最多选择 3 项`);
  });

  it('takes ratings from 1 to the scale', () => {
    const rating = SURVEY_FIELDS.find((f) => f.kind === 'rating')!;
    expect(validateField(rating, 5)).toBeNull();
    expect(validateField(rating, 0)).toBe(`请为“${rating.label}”打分`);
    expect(validateField(rating, 6)).toBe('请选择 1 到 5 分');
    expect(validateField(rating, 2.5)).toBe('请选择 1 到 5 分');
  });

  it('takes dates in the allowed window, counted in Beijing time', () => {
    expect(beijingDay(NOW)).toBe('2026-11-22');
    expect(validateField(PREFERRED_DATE, '2026-11-23', NOW)).toBeNull();
    expect(validateField(PREFERRED_DATE, '2026-11-22', NOW)).toBe('期望日期不能早于 2026-11-23');
    expect(validateField(PREFERRED_DATE, '2027-06-01', NOW)).toBe('期望日期请选择 180 天以内的日期');
    expect(validateField(PREFERRED_DATE, '2026-02-30', NOW)).toBe('请选择有效的日期');
    expect(validateField(PREFERRED_DATE, '<script>', NOW)).toBe('请选择有效的日期');
  });

  it('needs the consent box ticked', () => {
    expect(validateField(CONSENT, false)).toBe(CONSENT_MESSAGE);
    expect(validateField(CONSENT, undefined)).toBe(CONSENT_MESSAGE);
    expect(validateField(CONSENT, true)).toBeNull();
  });
});

describe('validateLead (what the mocked API runs)', () => {
  const meeting = anyFormByKey('meeting')!;

  it('answers one Chinese message per wrong field and drops unknown keys', () => {
    const { values, errors } = validateLead(meeting.fields, { ...VALID_CONTACT, mobile: '123', need: '', admin: true, consent: true }, NOW);
    expect(Object.keys(errors).sort()).toEqual(['mobile', 'need']);
    expect(Object.values(errors).every((m) => CHINESE.test(m))).toBe(true);
    expect(values).not.toHaveProperty('admin');
    expect(values.name).toBe(VALID_CONTACT.name);
  });

  it('a first contact requires only what a consultant needs to call back: name, mobile, company, the question', () => {
    const callBack = ['name', 'mobile', 'company', 'consent'];
    for (const form of FORMS.filter((f) => f.kind === 'service' || f.kind === 'insight' || f.kind === 'activity')) {
      const required = form.fields.filter((f) => f.required).map((f) => f.name);
      // At most one more required field: the question itself (a textarea), never e-mail, job title or the details.
      const extra = required.filter((name) => !callBack.includes(name));
      expect(extra.length).toBeLessThanOrEqual(1);
      for (const name of extra) expect(form.fields.find((f) => f.name === name)?.kind).toBe('textarea');
      for (const name of callBack) expect(required).toContain(name);
      // Every optional field sits under "补充信息（选填）", after the required ones.
      const firstMore = form.fields.findIndex((f) => f.group === 'more');
      expect(
        form.fields
          .slice(firstMore)
          .filter((f) => f.required)
          .map((f) => f.kind),
      ).toEqual(['consent']);
      // Every optional field but the marketing box (with the consents at the end) is a detail under "补充信息（选填）".
      expect(form.fields.filter((f) => !f.required && f.kind !== 'consent').every((f) => f.group === 'more')).toBe(true);
    }
    // The meeting form asked ten fields, eight of them required; now five, the consent included.
    expect(meeting.fields.filter((f) => f.required)).toHaveLength(5);
  });

  it('every form asks for consent and contact details it can reach the visitor with', () => {
    for (const form of FORMS) {
      const names = form.fields.map((f) => f.name);
      expect(names).toContain('consent');
      expect(names).toContain('email');
      expect(form.fields.find((f) => f.kind === 'consent')?.required).toBe(true);
      // A client form offers marketing contact as a purpose of its own: optional, last; the expert application does not.
      const marketing = form.fields.find((f) => f.consent === 'marketing');
      if (form.kind === 'expert') expect(marketing).toBeUndefined();
      else {
        expect(form.fields.at(-1)).toMatchObject({ kind: 'consent', consent: 'marketing' });
        expect(form.fields.at(-1)!.required).toBeFalsy();
      }
      expect(new Set(names).size).toBe(names.length);
      for (const f of form.fields) expect(f.label).toMatch(CHINESE);
    }
  });
});

describe('the expert application', () => {
  const form = anyFormByKey('expertApply')!;
  const field = (name: string) => form.fields.find((f) => f.name === name)!;

  it('is its own kind, posted to the applications API, with a pledge and the consent required', () => {
    expect(form).toMatchObject({ kind: 'expert', endpoint: 'expertApplications' });
    expect(field('pledge')).toMatchObject({ kind: 'pledge', required: true });
    expect(field('consent').required).toBe(true);
    expect(field('sharingConsent')).toMatchObject({ kind: 'consent', consent: 'expertSharing', required: true });
    expect(form.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['name', 'mobile', 'company', 'jobTitle', 'industry', 'years', 'expertise', 'profileUrl', 'note']),
    );
  });

  it('cannot be sent without the consent to show the background summary to clients, and says why', () => {
    const message = validateField(field('sharingConsent'), undefined, NOW);
    expect(message).toBe('请勾选同意向客户提供职业背景摘要：客户只能通过这份摘要邀请您，不勾选则无法为您匹配任何咨询项目');
    expect(validateField(field('sharingConsent'), true, NOW)).toBeNull();
  });

  it.each([
    ['https://www.linkedin.com/in/wang-xiaoming', true],
    ['https://cn.linkedin.com/in/wang-xiaoming', true],
    ['https://maimai.cn/contact/share/card?u=abc123', true],
    ['http://www.linkedin.com/in/wang-xiaoming', false],
    ['https://linkedin.com.evil.cn/in/wang', false],
    ['https://notlinkedin.com/in/wang', false],
    ['https://user:pass@maimai.cn/profile', false],
    ['javascript:alert(1)', false],
    ['www.linkedin.com/in/wang', false],
  ])('a profile link %s is accepted: %s', (link, valid) => {
    const message = validateField(field('profileUrl'), link, NOW);
    if (valid) expect(message).toBeNull();
    else expect(message).toBe('个人主页链接须是以 https:// 开头的领英（linkedin.com）或脉脉（maimai.cn）链接，也可以留空');
  });

  it('takes no profile link at all', () => {
    expect(validateField(field('profileUrl'), '   ', NOW)).toBeNull();
  });

  it('says why the pledge matters when it is left unticked', () => {
    const message = validateField(field('pledge'), false, NOW)!;
    expect(message).toMatch(/^请勾选合规承诺/);
    expect(message).toMatch(/保密|内幕/);
    expect(validateField(field('pledge'), true, NOW)).toBeNull();
  });

  it('keeps areas of expertise as tidy tags: trimmed, without repeats, at most 8 of at most 20 characters', () => {
    const tags = field('expertise');
    expect(normalizeValue(tags, [' 动力电池 ', '动力电池', '\u200b', '渠道管理'])).toEqual(['动力电池', '渠道管理']);
    expect(validateField(tags, [], NOW)).toBe('请填写擅长领域');
    expect(validateField(tags, ['储能系统集成'], NOW)).toBeNull();
    expect(
      validateField(
        tags,
        Array.from({ length: 9 }, (_, i) => `领域${i}`),
        NOW,
      ),
    ).toBe('擅长领域最多填写 8 项');
    expect(validateField(tags, ['很'.repeat(21)], NOW)).toBe('擅长领域每项不超过 20 个字');
    expect(validateField(tags, ['<b>电池</b>'], NOW)).toMatch(/不能包含/);
  });
});
