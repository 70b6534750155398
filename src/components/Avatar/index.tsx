import type { CSSProperties } from 'react';

import type { IndustryTone } from '@/styles/tokens';

import './index.css';

/** The initials of a name: a Chinese name's family name (its first character), else the first letters of two words. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  if (/^[\u4e00-\u9fff]/.test(trimmed)) return [...trimmed][0];
  const words = trimmed.split(/[\s·.-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

/** A person as initials in a circle of a tone colour (no photograph): research leads, speakers. */
export default function InitialsAvatar({ name, tone = 'brand', size = 56 }: { name: string; tone?: IndustryTone; size?: number }) {
  return (
    <span
      className="avatar"
      style={{ '--tone': `var(--tone-${tone})`, width: size, height: size } as CSSProperties}
      aria-hidden="true"
      data-testid="initials-avatar"
    >
      {initialsOf(name)}
    </span>
  );
}
