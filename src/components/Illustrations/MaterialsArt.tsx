/** A stack of report covers with a download arrow: the materials centre. */
export function MaterialsArt() {
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <rect x="150" y="40" width="170" height="220" rx="12" fill="#fff" stroke="#cfe0f3" strokeWidth="2" transform="rotate(8 235 150)" />
      <rect x="110" y="36" width="170" height="224" rx="12" fill="#fff" stroke="#cfe0f3" strokeWidth="2" />
      <rect x="110" y="36" width="170" height="70" rx="12" fill="#0b5cad" />
      <rect x="110" y="86" width="170" height="20" fill="#0b5cad" />
      <rect x="130" y="58" width="92" height="10" rx="5" fill="#fff" opacity="0.9" />
      <rect x="130" y="76" width="60" height="8" rx="4" fill="#9fc3ea" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x="130" y={126 + i * 20} width={i % 2 ? 96 : 130} height="8" rx="4" fill="#dbe7f5" />
      ))}
      <rect x="130" y="226" width="52" height="18" rx="4" fill="#f0a020" opacity="0.85" />
      <circle cx="300" cy="220" r="38" fill="#f0a020" />
      <path d="M300 198v38m-15-15l15 15 15-15" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="70" cy="90" r="10" fill="#cfe0f3" />
      <circle cx="84" cy="230" r="6" fill="#0b5cad" opacity="0.4" />
    </svg>
  );
}
