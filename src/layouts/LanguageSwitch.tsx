import { Link } from '@umijs/max';

import { counterpartOf } from '@/config/editions';
import { LANGUAGE_TAGS } from '@/config/locales';
import type { FrameWords } from '@/content/ui/frame';
import { rememberEdition } from '@/features/site/editionChoice';

/**
 * The link to the other edition: the same page in the other language where there is one, else that language's home.
 * It is named in its own language ("English", "中文"), and tagged so: a reader and a screen reader take it as such.
 * The choice is remembered on the device (src/features/site/editionChoice.ts). It loads the page, as a link from another
 * site would: the page comes pre-rendered in its language with its own head, and the other edition's code (which the
 * app's entry does not carry: .umirc.ts) with it.
 */
export default function LanguageSwitch({ pathname, to }: { pathname: string; to: FrameWords['otherEdition'] }) {
  const { lang } = LANGUAGE_TAGS[to.locale];
  return (
    <Link
      to={counterpartOf(pathname, to.locale)}
      reloadDocument
      className="site-header__language"
      lang={lang}
      hrefLang={lang}
      data-item-key={`language-${to.locale}`}
      data-testid="language-switch"
      onClick={() => rememberEdition(to.locale)}
    >
      {to.label}
    </Link>
  );
}
