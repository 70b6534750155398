/** Home hero illustration: experts (nodes) joined to a decision (the centre) by bridges of knowledge. */
export default function HeroArt() {
  const nodes = [
    [70, 70], [330, 60], [380, 200], [300, 320], [90, 300], [30, 190],
  ];
  return (
    <svg viewBox="0 0 420 380" role="presentation">
      <defs>
        <linearGradient id="home-hero-core" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b5cad" />
          <stop offset="1" stopColor="#083f78" />
        </linearGradient>
      </defs>
      <circle cx="210" cy="190" r="150" fill="none" stroke="#cfe0f3" strokeDasharray="4 8" />
      <circle cx="210" cy="190" r="95" fill="none" stroke="#dbe8f6" />
      {nodes.map(([x, y]) => (
        <path key={`l-${x}-${y}`} d={`M210 190 Q ${(210 + x) / 2 + 20} ${(190 + y) / 2 - 20} ${x} ${y}`} stroke="#9fc2e8" strokeWidth="2" fill="none" />
      ))}
      {nodes.map(([x, y], i) => (
        <g key={`n-${x}-${y}`}>
          <circle cx={x} cy={y} r="24" fill="#fff" stroke="#0b5cad" strokeWidth="2" />
          <circle cx={x} cy={y - 6} r="7" fill={i % 2 ? '#f0a020' : '#0b5cad'} />
          <path d={`M${x - 11} ${y + 13} q11 -14 22 0`} fill={i % 2 ? '#f0a020' : '#0b5cad'} />
        </g>
      ))}
      <circle cx="210" cy="190" r="52" fill="url(#home-hero-core)" />
      <path d="M186 200 l16 14 l34 -40" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
