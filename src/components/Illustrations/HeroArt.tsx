import { BrandGradient, Stroke } from './parts';

/** Home hero illustration: experts (nodes) joined to a decision (the centre) by bridges of knowledge. */
export default function HeroArt() {
  const nodes = [
    [70, 70],
    [330, 60],
    [380, 200],
    [300, 320],
    [90, 300],
    [30, 190],
  ];
  return (
    <svg viewBox="0 0 420 380" role="presentation">
      <BrandGradient id="home-hero-core" />
      <circle className="stroke-brand-line" cx="210" cy="190" r="150" fill="none" strokeDasharray="4 8" />
      <circle className="stroke-brand-pale" cx="210" cy="190" r="95" fill="none" />
      {nodes.map(([x, y]) => (
        <path
          key={`l-${x}-${y}`}
          className="stroke-brand-light"
          d={`M210 190 Q ${(210 + x) / 2 + 20} ${(190 + y) / 2 - 20} ${x} ${y}`}
          strokeWidth="2"
          fill="none"
        />
      ))}
      {nodes.map(([x, y], i) => (
        <g key={`n-${x}-${y}`}>
          <circle className="fill-white stroke-brand" cx={x} cy={y} r="24" strokeWidth="2" />
          <circle className={i % 2 ? 'fill-accent' : 'fill-brand'} cx={x} cy={y - 6} r="7" />
          <path className={i % 2 ? 'fill-accent' : 'fill-brand'} d={`M${x - 11} ${y + 13} q11 -14 22 0`} />
        </g>
      ))}
      <circle cx="210" cy="190" r="52" fill="url(#home-hero-core)" />
      <Stroke className="stroke-white" d="M186 200 l16 14 l34 -40" width={7} />
    </svg>
  );
}
