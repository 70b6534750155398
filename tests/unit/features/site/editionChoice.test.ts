import { STORAGE_KEYS } from '@/config/storage';
import { rememberedEdition, rememberEdition } from '@/features/site/editionChoice';
import { clearVisitorData } from '@/features/visitor/visitorData';
import { cameFromCounterpart } from '@/layouts/EditionOffer';

describe('the remembered choice of edition', () => {
  beforeEach(() => localStorage.clear());

  it('is nothing until the visitor chooses, then the last choice', () => {
    expect(rememberedEdition()).toBeNull();
    rememberEdition('en');
    expect(rememberedEdition()).toBe('en');
    rememberEdition('zh');
    expect(rememberedEdition()).toBe('zh');
  });

  it('drops a stored value that is no edition, and goes with the rest when the visitor clears the site data', () => {
    localStorage.setItem(STORAGE_KEYS.edition, 'fr');
    expect(rememberedEdition()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.edition)).toBeNull();
    rememberEdition('en');
    clearVisitorData();
    expect(rememberedEdition()).toBeNull();
  });
});

describe('arriving from the same page in the other edition', () => {
  const arrive = (address: string, referrer: string) => {
    window.history.pushState({}, '', address);
    Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  };

  it('is a choice of this edition: from its counterpart, not from another page or another site', () => {
    arrive('/html/en/about', `${window.location.origin}/html/aboutUs`);
    expect(cameFromCounterpart('/en/about')).toBe(true);
    arrive('/html/', `${window.location.origin}/html/en?utm_source=linkedin`);
    expect(cameFromCounterpart('/')).toBe(true);
    // A page only in Chinese, reached from an English page that links to it "in Chinese".
    arrive('/html/compliance', `${window.location.origin}/html/en/about`);
    expect(cameFromCounterpart('/compliance')).toBe(false);
    arrive('/html/aboutUs', 'https://www.baidu.com/html/en/about');
    expect(cameFromCounterpart('/aboutUs')).toBe(false);
    arrive('/html/aboutUs', '');
    expect(cameFromCounterpart('/aboutUs')).toBe(false);
  });
});
