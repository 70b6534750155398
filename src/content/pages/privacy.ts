/**
 * Copy of the personal information notice page (/privacy), and the shape of its words in either edition (the English:
 * src/content/en/privacy.ts). The notice itself is src/content/privacy.ts.
 */
import type { HeroCopy } from '../pageCopy';
import { PRIVACY_HERO, PRIVACY_SECTIONS, type PrivacySection } from '../privacy';

export interface PrivacyWords {
  hero: HeroCopy;
  toc: {
    label: string;
    /** A section's title in the table of contents: without its numbering. */
    entry: (title: string) => string;
  };
  sections: readonly PrivacySection[];
}

export const PRIVACY_WORDS: PrivacyWords = {
  hero: PRIVACY_HERO,
  toc: {
    label: '本页目录',
    entry: (title) => title.replace(/^[一二三四五六七八九十]+、/, ''),
  },
  sections: PRIVACY_SECTIONS,
};
