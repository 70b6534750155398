import { useEffect, useState } from 'react';

import { LOADER_DELAY_MS } from '@/config/timing';
import { TEXTS } from '@/content/messages';

/** Route loading placeholder: invisible for the first 200 ms so fast loads never flash it. */
export default function PageLoading() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{TEXTS.loading}</span>
    </div>
  );
}
