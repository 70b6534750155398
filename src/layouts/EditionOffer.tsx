import { Link } from '@umijs/max';
import { useEffect, useState } from 'react';

import { translationsOf } from '@/config/editions';
import { LANGUAGE_TAGS, type Locale, localeOfPath } from '@/config/locales';
import { EDITION_OFFER } from '@/content/ui/editionOffer';
import { rememberedEdition, rememberEdition } from '@/features/site/editionChoice';

/** Whether this page load has had its chance of an offer: it is made on arrival only, never after a link followed. */
let arrived = false;

/**
 * Whether this page was reached, by a page load, from the same page in the other edition: its switch tapped, maybe
 * before the app woke to remember it. That is a choice too.
 */
export function cameFromCounterpart(pathname: string): boolean {
  try {
    const from = new URL(document.referrer);
    const { origin, pathname: address } = window.location;
    if (from.origin !== origin || !address.endsWith(pathname)) return false;
    const base = address.slice(0, address.length - pathname.length);
    if (!from.pathname.startsWith(base)) return false;
    const previous = from.pathname.slice(base.length) || '/';
    const here = localeOfPath(pathname);
    return localeOfPath(previous) !== here && translationsOf(previous)?.[here] === pathname;
  } catch {
    return false;
  }
}

/**
 * To a visitor who chose the other edition before, arriving on a page that exists in it: a note, in their language,
 * leading to that page; under the header, over the page (it moves nothing). Nothing redirects: a shared link or a
 * search result lands where it points. Its link loads the page, as the language switch does. Closing it remembers this page's language; arriving from the same page in the
 * other edition (its switch) remembers this one.
 */
export default function EditionOffer({ pathname, other }: { pathname: string; other: Locale }) {
  const [target, setTarget] = useState<string>();
  useEffect(() => {
    if (arrived) return;
    arrived = true;
    const here = localeOfPath(pathname);
    if (cameFromCounterpart(pathname)) {
      rememberEdition(here);
      return;
    }
    const translation = translationsOf(pathname)?.[other];
    if (translation && here !== other && rememberedEdition() === other) setTarget(translation);
  }, [pathname, other]);
  if (!target) return null;
  const words = EDITION_OFFER[other];
  const { lang } = LANGUAGE_TAGS[other];
  const decline = () => {
    rememberEdition(localeOfPath(pathname));
    setTarget(undefined);
  };
  return (
    <div className="edition-offer" lang={lang} role="region" aria-label={words.title} data-testid="edition-offer">
      <p className="edition-offer__text">
        {words.text}
        <Link to={target} reloadDocument hrefLang={lang} data-item-key={`edition-offer-${other}`} onClick={() => rememberEdition(other)}>
          {words.link} →
        </Link>
      </p>
      <button type="button" className="edition-offer__close" onClick={decline} data-item-key="edition-offer-decline">
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{words.close}</span>
      </button>
    </div>
  );
}
