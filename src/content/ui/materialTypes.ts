/** The kinds of material in words (src/features/materials/materialView.ts). */

export const MATERIAL_VIEW = {
  type: {
    report: '研究报告',
    whitepaper: '白皮书',
    brochure: '服务手册',
    'case-study': '案例集',
  },
};
