import { useRef, useState } from 'react';

import { COPY_LINK } from '@/content/ui/materials';

/** The download page's address for a browser: this page's own address with /downPdfBak turned into /downPdf. */
export const downloadPageHref = (href: string) => href.replace(/\/downPdfBak(?=[/?#]|$)/, '/downPdf');

export default function CopyLink({ link }: { link: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'manual' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // WeChat may refuse the clipboard API: select the text so the visitor can copy it by hand.
      input.current?.select();
      setCopied(document.execCommand?.('copy') ? 'yes' : 'manual');
    }
  };
  return (
    <div className="material-fallback__copy">
      <label htmlFor="material-fallback-link" className="mail-form__label">
        {COPY_LINK.label}
      </label>
      <div className="mail-form__row">
        <input
          sensors-disable="true"
          id="material-fallback-link"
          ref={input}
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          data-testid="copy-link-input"
        />
        <button type="button" className="btn btn--ghost" onClick={copy} data-testid="copy-link">
          {COPY_LINK.copy}
        </button>
      </div>
      {copied && (
        <p className="pdf-action__note" role="status">
          {copied === 'yes' ? COPY_LINK.copied : COPY_LINK.manual}
        </p>
      )}
    </div>
  );
}
