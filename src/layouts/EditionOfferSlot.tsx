import { type ComponentType, useEffect, useState } from 'react';

import type { Locale } from '@/config/locales';
import { rememberedEdition } from '@/features/site/editionChoice';

type Offer = ComponentType<{ pathname: string; other: Locale }>;

/**
 * Where the offer of the visitor's edition goes (./EditionOffer.tsx), loaded after the take-over and only where it may
 * apply: on a device with a choice remembered, or after a page load from another page of the site (maybe the switch).
 * A first visit from a search result or a shared link loads nothing.
 */
export default function EditionOfferSlot({ pathname, other }: { pathname: string; other: Locale }) {
  const [Offer, setOffer] = useState<Offer>();
  useEffect(() => {
    if (rememberedEdition() === null && !document.referrer.startsWith(`${window.location.origin}/`)) return;
    void import('./EditionOffer').then((module) => setOffer(() => module.default));
  }, []);
  return Offer ? <Offer pathname={pathname} other={other} /> : null;
}
