import { useEffect, useState } from 'react';

import { LOADER_DELAY_MS } from '@/config/timing';
import { TEXTS } from '@/content/messages';

/**
 * Route loading placeholder: invisible for the first 200 ms so fast loads never flash it. Umi shows it in Chinese; the
 * English edition gives its own words (src/layouts/EnglishEdition.tsx).
 */
export default function PageLoading({ label = TEXTS.loading }: { label?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
