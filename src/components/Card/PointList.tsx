import './card.css';

interface Point {
  title: string;
  text: string;
}

/** Numbered points (01, 02 …) in panels: steps of a process, what the firm offers. The page sets the grid and the number's size. */
export default function PointList({
  points,
  className,
  numberClassName,
}: {
  points: readonly Point[];
  className: string;
  numberClassName?: string;
}) {
  return (
    <ol className={`grid ${className}`}>
      {points.map((point, i) => (
        <li key={point.title} className="panel point">
          <span className={numberClassName ? `point__no ${numberClassName}` : 'point__no'} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </ol>
  );
}
