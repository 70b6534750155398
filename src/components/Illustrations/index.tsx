/** Decorative inline illustrations of the content pages (no image requests). */

/** Experts as nodes joined to a central bridge. */
export function NetworkArt() {
  const nodes: [number, number, number][] = [
    [60, 70, 14], [330, 60, 12], [350, 220, 16], [70, 230, 12], [200, 30, 10], [210, 270, 11], [120, 150, 9], [290, 150, 9],
  ];
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <defs>
        <linearGradient id="art-net" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b5cad" />
          <stop offset="1" stopColor="#083f78" />
        </linearGradient>
      </defs>
      {nodes.map(([x, y], i) => (
        <line key={`l${i}`} x1="200" y1="150" x2={x} y2={y} stroke="#b9d0ea" strokeWidth="2" strokeDasharray="4 6" />
      ))}
      <circle cx="200" cy="150" r="64" fill="url(#art-net)" />
      <path d="M168 172v-30m64 30v-30m-64 8c10-18 54-18 64 0" stroke="#fff" strokeWidth="6" fill="none" strokeLinecap="round" />
      <circle cx="200" cy="164" r="6" fill="#f0a020" />
      {nodes.map(([x, y, r], i) => (
        <g key={`n${i}`}>
          <circle cx={x} cy={y} r={r + 6} fill="#fff" stroke="#cfe0f3" />
          <circle cx={x} cy={y - r * 0.25} r={r * 0.35} fill={i % 3 === 0 ? '#f0a020' : '#0b5cad'} />
          <path d={`M${x - r * 0.6} ${y + r * 0.6}a${r * 0.6} ${r * 0.5} 0 0 1 ${r * 1.2} 0`} fill={i % 3 === 0 ? '#f0a020' : '#0b5cad'} />
        </g>
      ))}
    </svg>
  );
}

/** A calendar page with a microphone: activities. */
export function EventArt() {
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <rect x="70" y="50" width="220" height="200" rx="18" fill="#fff" stroke="#cfe0f3" strokeWidth="2" />
      <rect x="70" y="50" width="220" height="52" rx="18" fill="#0b5cad" />
      <rect x="70" y="84" width="220" height="18" fill="#0b5cad" />
      <circle cx="120" cy="50" r="8" fill="#083f78" />
      <circle cx="240" cy="50" r="8" fill="#083f78" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={92 + col * 38}
            y={120 + row * 30}
            width="26"
            height="18"
            rx="4"
            fill={row === 1 && col === 2 ? '#f0a020' : '#e8f1fb'}
          />
        )),
      )}
      <rect x="300" y="120" width="40" height="74" rx="20" fill="#083f78" />
      <path d="M288 176c0 28 64 28 64 0M320 210v30m-20 0h40" stroke="#083f78" strokeWidth="6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** A globe with office pins. */
export function GlobeArt() {
  const pins: [number, number][] = [[236, 118], [226, 96], [214, 146], [222, 152], [196, 196]];
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <circle cx="200" cy="150" r="120" fill="#e8f1fb" stroke="#b9d0ea" strokeWidth="2" />
      <ellipse cx="200" cy="150" rx="55" ry="120" fill="none" stroke="#b9d0ea" strokeWidth="2" />
      <path d="M80 150h240M98 90h204M98 210h204" stroke="#b9d0ea" strokeWidth="2" />
      <path d="M150 70c30 10 70 0 90 20s10 40 30 50-10 50-40 50-30 30-60 20-40-40-30-70 0-60 10-70z" fill="#cfe0f3" />
      {pins.map(([x, y], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r="9" fill={i === 0 ? '#f0a020' : '#0b5cad'} stroke="#fff" strokeWidth="3" />
        </g>
      ))}
    </svg>
  );
}

/** A shield over a bridge: trust and compliance. */
export function TrustArt() {
  return (
    <svg viewBox="0 0 400 300" role="presentation">
      <path d="M40 250h320" stroke="#b9d0ea" strokeWidth="4" strokeLinecap="round" />
      <path d="M70 250V170M330 250V170M70 180c60-70 200-70 260 0" stroke="#9fbcdd" strokeWidth="10" fill="none" strokeLinecap="round" />
      <path d="M110 250v-46M150 250v-66M190 250v-74M230 250v-70M270 250v-58M300 250v-40" stroke="#cfe0f3" strokeWidth="4" />
      <path d="M200 40l78 28v62c0 52-34 86-78 104-44-18-78-52-78-104V68z" fill="#0b5cad" />
      <path d="M200 58l60 22v50c0 40-26 66-60 80-34-14-60-40-60-80V80z" fill="#083f78" />
      <path d="M170 136l22 22 42-46" stroke="#f0a020" strokeWidth="12" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
