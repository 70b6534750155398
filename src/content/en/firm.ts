/** The firm as the English edition names it (src/content/firm.ts has the Chinese and the numbers). */
export const ENGLISH_FIRM = {
  name: 'Zhiqiao Consulting',
  fullName: 'Zhiqiao Consulting (Shanghai) Co., Ltd.',
  slogan: 'Industry experts on call, for decisions made with confidence',
  address: 'Floor 21, Tower 2, Kerry Centre, 1515 West Nanjing Road, Jing’an District, Shanghai',
} as const;
