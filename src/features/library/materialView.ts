/** How a material is presented: its kind in Chinese and its file size. */

export const MATERIAL_TYPES: readonly API.MaterialType[] = ['report', 'whitepaper', 'brochure', 'case-study'];

export const MATERIAL_TYPE_TEXT: Record<API.MaterialType, string> = {
  report: '研究报告',
  whitepaper: '白皮书',
  brochure: '服务手册',
  'case-study': '案例集',
};

/** "3.8 MB" / "620 KB". */
export const formatFileSize = (kb: number) => (kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.round(kb)} KB`);
