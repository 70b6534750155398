import { ENGLISH_CONTACT_FORM } from '@/config/forms/englishForms';
import { MOBILE } from '@/config/forms/fields';
import { ENGLISH_CONSENTS } from '@/content/en/consents';
import { ENGLISH_VALIDATION_MESSAGES as EN } from '@/content/en/validation';
import { VALIDATION_MESSAGES } from '@/content/ui/validation';
import { ENGLISH_RULES } from '@/features/leads/englishRules';
import { normalizeValue, validateField, validateLead } from '@/features/leads/validation';

const NOW = Date.parse('2026-11-30T04:00:00Z');
const field = (name: string) => ENGLISH_CONTACT_FORM.fields.find((f) => f.name === name)!;
const check = (name: string, value: unknown) => validateField(field(name), value as string, NOW, ENGLISH_RULES);

describe('the English forms’ rules', () => {
  it('speak English: a field left empty, too short, or an address that is none', () => {
    expect(check('name', '')).toBe(EN.required.text(field('name').label));
    expect(check('name', '')).toBe('Please enter your full name');
    expect(check('need', 'Too short')).toBe(EN.tooShort(field('need').label, 10));
    expect(check('email', 'kate@')).toBe(EN.email);
    expect(check('consent', false)).toBe(ENGLISH_CONSENTS.privacy.requiredMessage);
  });

  it('take a mobile number of any country with its country code, checked against that country’s plan', () => {
    for (const mobile of [
      '+44 7400 123456',
      '+65 9123 4567',
      '+1 (212) 555-0123',
      '+852 5123-4567',
      '+86 138 1234 5678',
      '0044 7400 123456',
    ])
      expect([mobile, check('mobile', mobile)]).toEqual([mobile, null]);
    // Kept as a number the platform can dial: '+', then digits, without the national trunk 0 written in brackets.
    for (const typed of ['0044 (0)7400-123 456', '+44 (0) 7400 123456', '+44.7400.123456'])
      expect(normalizeValue(field('mobile'), typed, ENGLISH_RULES)).toBe('+447400123456');
  });

  it('say what is wrong with a number: no country code, a code of no country, or no mobile number there', () => {
    expect(check('mobile', '07400 123456')).toBe(EN.intlMobile.noCountryCode);
    expect(check('mobile', '+999 1234 5678')).toBe(EN.intlMobile.unknownCode);
    // A London landline: a number, but no mobile one.
    expect(check('mobile', '+44 20 7946 0958')).toBe(EN.intlMobile.invalid('United Kingdom, +44'));
    expect(check('mobile', '+65 123')).toBe(EN.intlMobile.invalid('Singapore, +65'));
    // Optional on a first contact.
    expect(check('mobile', '')).toBeNull();
  });

  it('leave the Chinese forms as they were: a mainland number only, and a number with a country code is no field of theirs', () => {
    expect(validateField(MOBILE, '+44 7400 123456', NOW)).toBe(VALIDATION_MESSAGES.mobile);
    expect(validateField(MOBILE, '+86 138 1234 5678', NOW)).toBeNull();
    // An international field where no edition checks it (a campaign of the Chinese edition) is malformed, in Chinese.
    expect(validateField({ ...field('mobile'), label: MOBILE.label }, '+44 7400 123456', NOW)).toBe(
      VALIDATION_MESSAGES.malformed(MOBILE.label),
    );
  });

  it('check a whole English lead, as the mocked API does', () => {
    const lead = {
      name: 'Kate O’Neill',
      email: 'kate.oneill@example.co.uk',
      company: 'Harbour Lane Capital',
      need: 'Two calls with former procurement heads of battery makers in Jiangsu.',
      mobile: '+44 7400 123456',
      consent: true,
    };
    expect(validateLead(ENGLISH_CONTACT_FORM.fields, lead, NOW, ENGLISH_RULES).errors).toEqual({});
    const { errors } = validateLead(ENGLISH_CONTACT_FORM.fields, { ...lead, consent: false, mobile: '123' }, NOW, ENGLISH_RULES);
    expect(errors).toEqual({ consent: ENGLISH_CONSENTS.privacy.requiredMessage, mobile: EN.intlMobile.noCountryCode });
    // No word of Chinese in any English message of this form.
    for (const f of ENGLISH_CONTACT_FORM.fields)
      expect(validateField(f, undefined, NOW, { ...ENGLISH_RULES }) ?? '').not.toMatch(/\p{Script=Han}/u);
  });
});
