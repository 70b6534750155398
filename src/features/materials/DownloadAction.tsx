import { Link } from '@umijs/max';
import { useState } from 'react';

import type * as API from '@/api';
import { materialFallbackPath } from '@/config/itemPaths';
import { DOWNLOAD_ACTION } from '@/content/ui/materials';
import { formatFileSize } from '@/features/materials/materialView';
import { isWechatBrowser } from '@/lib/userAgent';
import { useBrowserValue } from '@/prerender';
import { materialFileUrl } from '@/services/materials';

import DownloadGate from './DownloadGate';
import { isUnlocked, markUnlocked, recordDownload } from './downloads';

const COMMON_CASE = { wechat: false, unlocked: false };

/** What a visitor can do with the file here: download, pass the gate first, or (in WeChat) go to the fallback page. */
export default function DownloadAction({ material }: { material: API.Material }) {
  // The pre-rendered page shows the common case: an ordinary browser that has not unlocked the file.
  const wechat = useBrowserValue(isWechatBrowser, COMMON_CASE.wechat);
  const storedUnlock = useBrowserValue(() => isUnlocked(material.id), COMMON_CASE.unlocked);
  const [unlockedNow, setUnlockedNow] = useState(false);
  const env = { wechat, unlocked: storedUnlock || unlockedNow };
  const [recorded, setRecorded] = useState(false);

  if (env.wechat) {
    return (
      <div className="pdf-action" data-testid="wechat-notice">
        <p className="pdf-action__note">{DOWNLOAD_ACTION.wechatNote}</p>
        <Link to={materialFallbackPath(material.id)} className="btn btn--primary pdf-action__btn" data-testid="wechat-fallback-link">
          {DOWNLOAD_ACTION.wechatLink}
        </Link>
      </div>
    );
  }
  if (material.gated && !env.unlocked) {
    return (
      <DownloadGate
        material={material}
        onUnlocked={() => {
          markUnlocked(material.id);
          setUnlockedNow(true);
        }}
      />
    );
  }
  return (
    <div className="pdf-action">
      {material.gated && (
        <p className="pdf-action__ok" role="status">
          {DOWNLOAD_ACTION.unlocked}
        </p>
      )}
      <a
        href={materialFileUrl(material.id)}
        download
        className="btn btn--primary pdf-action__btn"
        data-testid="material-download"
        data-item-key="material-download"
        data-item-tag={material.id}
        onClick={() => {
          recordDownload(material);
          setRecorded(true);
        }}
      >
        {DOWNLOAD_ACTION.download(formatFileSize(material.fileSizeKb))}
      </a>
      {recorded && (
        <p className="pdf-action__note" role="status">
          {DOWNLOAD_ACTION.startedBefore}
          <Link to="/user">{DOWNLOAD_ACTION.startedLink}</Link>
          {DOWNLOAD_ACTION.startedAfter}
        </p>
      )}
    </div>
  );
}
