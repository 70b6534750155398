/** Pieces the illustrations share: colours come from the token classes (fill-*, stroke-*, stop-*). */

/** The brand's diagonal gradient, for `fill="url(#<id>)"`; the id must be unique on the page. */
export function BrandGradient({ id }: { id: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop className="stop-brand" offset="0" />
        <stop className="stop-brand-dark" offset="1" />
      </linearGradient>
    </defs>
  );
}

/** A sheet of paper (a page, a report's cover): a rounded rectangle with a thin outline. */
export function Sheet({
  className,
  ...box
}: {
  className: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rx: number;
  transform?: string;
}) {
  return <rect className={className} {...box} strokeWidth="2" />;
}

/** A hand-drawn stroke (a tick, an arrow, a trend line): round ends and joins, no fill. */
export function Stroke({ className, d, width, opacity }: { className: string; d: string; width: number; opacity?: number }) {
  return (
    <path className={className} d={d} strokeWidth={width} fill="none" strokeLinecap="round" strokeLinejoin="round" opacity={opacity} />
  );
}
