/** What a page says in which language: the texts outside the elements tagged as Chinese or as English. */
import type { Page } from '@playwright/test';

/**
 * The page's texts outside the elements tagged with a language (`lang="zh…"`, `lang="en…"`), each with where it is: its
 * text nodes, and the attributes read out or shown (title, aria-label, alt, placeholder).
 */
const textsOutside = (page: Page, lang: 'zh' | 'en') =>
  page.evaluate((tagged) => {
    const texts: { text: string; where: string }[] = [];
    const outside = (el: Element) => !el.closest(`script, style, [lang^="${tagged}"]`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && outside(parent))
        texts.push({ text: (node.textContent ?? '').trim(), where: `${parent.tagName.toLowerCase()}.${parent.className}` });
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [alt], [placeholder]'))
      for (const name of ['title', 'aria-label', 'alt', 'placeholder'])
        if (el.hasAttribute(name) && outside(el))
          texts.push({ text: el.getAttribute(name) ?? '', where: `${el.tagName.toLowerCase()}[${name}]` });
    return texts;
  }, lang);

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
const described = ({ text, where }: { text: string; where: string }) => `${where}: ${text.slice(0, 40)}`;

/** Chinese characters on the page outside the elements tagged as Chinese. */
export const untaggedChinese = async (page: Page) => (await textsOutside(page, 'zh')).filter((t) => CJK.test(t.text)).map(described);

/**
 * English words on the page outside the elements tagged as English: each text wholly in Latin letters with two words of
 * lower case in it (UI words: "Read more", "Talk to us"; not "PDF · 1.4 MB", not a term in a Chinese sentence).
 */
export const untaggedEnglish = async (page: Page) =>
  (await textsOutside(page, 'en'))
    .filter((t) => !CJK.test(t.text) && /[A-Za-z]*[a-z][A-Za-z]*\s+[A-Za-z]*[a-z][A-Za-z]*/.test(t.text))
    .map(described);
