import './index.css';

interface Props {
  figures: readonly { value: string; label: string }[];
  /** The page's look of the list (grid, colours, sizes; may include the .grid utility). */
  className: string;
  /** Names the list when nothing around it does. */
  label?: string;
  /** `hero`: the shared look of key figures in a page hero. */
  variant?: 'hero';
  /** Where the figures come from and as of when ("来源：…"), shown under them. */
  source?: string;
}

/**
 * Key figures as a list of value and label (company figures, service facts, industry figures, case results).
 * The base look (`.figure-list`) is in global.css, so each page's class refines it whatever the stylesheet order.
 */
export default function FigureList({ figures, className, label, variant, source }: Props) {
  const list = (
    <ul className={variant ? `figure-list ${className} figure-list--${variant}` : `figure-list ${className}`} aria-label={label}>
      {figures.map((f) => (
        <li key={f.label}>
          <strong>{f.value}</strong>
          <span>{f.label}</span>
        </li>
      ))}
    </ul>
  );
  if (!source) return list;
  return (
    <>
      {list}
      <p className="figure-list__source" data-testid="figure-source">
        {source}
      </p>
    </>
  );
}
