import { lazy, Suspense } from 'react';

import { ContentLoading } from '@/components/ContentState';
import { DOWNLOAD_FORM } from '@/config/forms';

// The engine brings antd's form controls: loaded only when a gated material is opened.
const LeadFormEngine = lazy(() => import('@/features/leads/engine/LeadFormEngine'));

interface Props {
  material: Pick<API.Material, 'id' | 'title'>;
  onUnlocked: () => void;
}

/** The "填写信息后下载" gate of a gated material: the lead form engine with the download form, then the download. */
export default function DownloadGate({ material, onUnlocked }: Props) {
  return (
    <section className="gate" aria-labelledby={`gate-${material.id}-title`} data-testid="download-gate">
      <p id={`gate-${material.id}-title`} className="gate__title">
        填写信息后下载
      </p>
      <Suspense fallback={<ContentLoading label="正在加载表单…" />}>
        <LeadFormEngine form={DOWNLOAD_FORM} context={{ materialId: material.id, title: material.title }} onSubmitted={onUnlocked} />
      </Suspense>
    </section>
  );
}
