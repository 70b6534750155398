/** A phone's WeChat title bar: the ··· button at the top right and the menu item "在浏览器中打开". */
export default function OpenInBrowserHint() {
  return (
    <svg className="pdf-bak__hint" viewBox="0 0 320 260" role="img" aria-labelledby="pdf-bak-hint-title">
      <title id="pdf-bak-hint-title">点击右上角的 ··· 按钮，再选择“在浏览器中打开”</title>
      <rect x="40" y="10" width="240" height="250" rx="26" fill="#fff" stroke="#cfd8e3" strokeWidth="3" />
      <rect x="52" y="24" width="216" height="44" rx="8" fill="#f3f5f8" />
      <rect x="66" y="40" width="86" height="10" rx="5" fill="#c9d2dd" />
      <rect x="210" y="32" width="48" height="28" rx="14" fill="#fff" stroke="#f0a020" strokeWidth="3" />
      <circle cx="224" cy="46" r="3.5" fill="#1d2633" />
      <circle cx="234" cy="46" r="3.5" fill="#1d2633" />
      <circle cx="244" cy="46" r="3.5" fill="#1d2633" />
      <path d="M236 70c10 18 12 34 6 52" stroke="#f0a020" strokeWidth="3" fill="none" strokeDasharray="5 5" />
      <path d="M236 118l6 10 7-9" stroke="#f0a020" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="52" y="136" width="216" height="112" rx="12" fill="#f7f9fc" stroke="#e3e8ef" />
      <rect x="70" y="150" width="52" height="52" rx="12" fill="#fff" stroke="#e3e8ef" />
      <rect x="134" y="150" width="52" height="52" rx="12" fill="#fff" stroke="#e3e8ef" />
      <rect x="198" y="150" width="52" height="52" rx="12" fill="#e8f1fb" stroke="#0b5cad" strokeWidth="2.5" />
      <circle cx="224" cy="176" r="13" fill="none" stroke="#0b5cad" strokeWidth="2.5" />
      <path d="M211 176h26M224 163c-6 8-6 18 0 26M224 163c6 8 6 18 0 26" stroke="#0b5cad" strokeWidth="2" fill="none" />
      <text x="224" y="226" textAnchor="middle" fontSize="12" fill="#0b5cad" fontWeight="700">
        在浏览器中打开
      </text>
      <rect x="82" y="218" width="28" height="8" rx="4" fill="#d5dce5" />
      <rect x="146" y="218" width="28" height="8" rx="4" fill="#d5dce5" />
    </svg>
  );
}
