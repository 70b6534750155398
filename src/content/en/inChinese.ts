/** How the English pages mark a link to a page that is only in Chinese. */
export const IN_CHINESE = 'in Chinese';

/** A link's label, marked as leading to a page in Chinese. */
export const markedChinese = (label: string) => `${label} (${IN_CHINESE})`;
