import { lazy, useMemo } from 'react';

import type * as API from '@/api';
import { ContentLoading } from '@/components/ContentState';
import { DOWNLOAD_FORM } from '@/config/forms';
import { DOWNLOAD_GATE } from '@/content/ui/materials';
import { WhenReached } from '@/prerender';

// The engine brings antd's form controls: loaded only when a gated material is opened, run when the visitor reaches for it.
const LeadFormEngine = lazy(() => import(/* webpackPrefetch: true */ '@/features/leads/engine/LeadFormEngine'));

interface Props {
  material: Pick<API.Material, 'id' | 'title'>;
  onUnlocked: () => void;
}

/** The "填写信息后下载" gate of a gated material: the lead form engine with the download form, then the download. */
export default function DownloadGate({ material, onUnlocked }: Props) {
  const context = useMemo(() => ({ materialId: material.id, title: material.title }), [material.id, material.title]);
  return (
    <section className="gate" aria-labelledby={`gate-${material.id}-title`} data-testid="download-gate">
      <p id={`gate-${material.id}-title`} className="gate__title">
        {DOWNLOAD_GATE.title}
      </p>
      <WhenReached fallback={<ContentLoading label={DOWNLOAD_GATE.loading} />}>
        <LeadFormEngine form={DOWNLOAD_FORM} context={context} onSubmitted={onUnlocked} />
      </WhenReached>
    </section>
  );
}
