import { useRef, useState } from 'react';

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
        资料链接
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
          复制链接
        </button>
      </div>
      {copied && (
        <p className="pdf-action__note" role="status">
          {copied === 'yes' ? '链接已复制，粘贴到浏览器地址栏即可打开下载。' : '已选中链接，请长按选择“复制”。'}
        </p>
      )}
    </div>
  );
}
