/** The lead forms' validation messages (src/features/leads/validation.ts); no imports: mock/ reads them outside the app's aliases. */

/** The messages of the rules, in one language: each edition's forms have their own (src/content/en/validation.ts). */
export interface ValidationMessages {
  required: { rating: (label: string) => string; choice: (label: string) => string; text: (label: string) => string };
  unreadable: (label: string) => string;
  noLineBreak: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  tooShort: (label: string, min: number) => string;
  mobile: string;
  /**
   * A mobile number with its country code: none given, a code of no country, no mobile number of the region named. Only
   * an edition whose forms ask for one words it (the English); elsewhere such a number is malformed.
   */
  intlMobile?: { noCountryCode: string; unknownCode: string; invalid: (region: string) => string };
  email: string;
  https: (label: string) => string;
  personName: (label: string) => string;
  noMarkup: (label: string) => string;
  fromOptions: (label: string) => string;
  maxSelected: (label: string, max: number) => string;
  ratingRange: (scale: number) => string;
  date: string;
  notBefore: (label: string, earliest: string) => string;
  withinDays: (label: string, days: number) => string;
  malformed: (label: string) => string;
  tags: {
    max: (label: string, max: number) => string;
    tooLong: (label: string, max: number) => string;
    noMarkup: (label: string) => string;
  };
}

export const VALIDATION_MESSAGES: ValidationMessages = {
  required: {
    rating: (label: string) => `请为“${label}”打分`,
    choice: (label: string) => `请选择${label}`,
    text: (label: string) => `请填写${label}`,
  },
  unreadable: (label: string) => `${label}包含无法识别的字符`,
  noLineBreak: (label: string) => `${label}不能换行`,
  tooLong: (label: string, max: number) => `${label}不能超过 ${max} 个字`,
  tooShort: (label: string, min: number) => `${label}至少需要 ${min} 个字`,
  mobile: '请输入正确的 11 位中国大陆手机号码',
  email: '请输入正确的邮箱地址',
  https: (label: string) => `${label}须是 https 链接`,
  personName: (label: string) => `${label}只能包含文字、字母、空格或“·”`,
  noMarkup: (label: string) => `${label}不能包含“<”或“>”`,
  fromOptions: (label: string) => `请从选项中选择${label}`,
  maxSelected: (label: string, max: number) => `${label}最多选择 ${max} 项`,
  ratingRange: (scale: number) => `请选择 1 到 ${scale} 分`,
  date: '请选择有效的日期',
  notBefore: (label: string, earliest: string) => `${label}不能早于 ${earliest}`,
  withinDays: (label: string, days: number) => `${label}请选择 ${days} 天以内的日期`,
  malformed: (label: string) => `${label}格式不正确`,
  tags: {
    max: (label: string, max: number) => `${label}最多填写 ${max} 项`,
    tooLong: (label: string, max: number) => `${label}每项不超过 ${max} 个字`,
    noMarkup: (label: string) => `${label}不能包含换行、“<”或“>”`,
  },
};
