interface Props {
  figures: readonly { value: string; label: string }[];
  className: string;
}

/** Key figures as a list of value and label (the overview's hero and each landing's hero). */
export default function FigureList({ figures, className }: Props) {
  return (
    <ul className={className}>
      {figures.map((f) => (
        <li key={f.label}>
          <strong>{f.value}</strong>
          <span>{f.label}</span>
        </li>
      ))}
    </ul>
  );
}
