import type * as API from '@/api';
import { SAVE_BUTTON } from '@/content/ui/materials';

import { useCollect } from './collect';

import './SaveButton.css';

interface Props {
  material: Pick<API.MaterialSummary, 'id' | 'title' | 'type'>;
  /** 'icon' on cards, 'full' (a ghost button with text) on a detail page. */
  variant?: 'icon' | 'full';
}

/** Saves a material to "我的收藏" (local storage) or removes it; every button on the page follows. */
export default function SaveButton({ material, variant = 'icon' }: Props) {
  const { has, toggle } = useCollect();
  const saved = has(material.id);
  const label = saved ? SAVE_BUTTON.saved : SAVE_BUTTON.save;
  return (
    <button
      type="button"
      className={`chip save-btn save-btn--${variant}${saved ? ' save-btn--saved' : ''}`}
      aria-pressed={saved}
      aria-label={variant === 'icon' ? SAVE_BUTTON.aria(saved ? SAVE_BUTTON.unsave : SAVE_BUTTON.save, material.title) : undefined}
      title={saved ? SAVE_BUTTON.unsave : SAVE_BUTTON.saveTitle}
      onClick={() => toggle({ id: material.id, title: material.title, kind: material.type })}
      data-testid="save-button"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.2-7 4.2v-16a1 1 0 0 1 1-1z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>{label}</span>
    </button>
  );
}
