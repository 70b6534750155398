/** Copy of the personal information notice page (/privacy). */
export const PRIVACY_PAGE = {
  toc: {
    label: '本页目录',
    /** A section's title in the table of contents: without its numbering ("一、"). */
    entry: (title: string) => title.replace(/^[一二三四五六七八九十]+、/, ''),
  },
};
