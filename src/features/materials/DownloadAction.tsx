import { Link } from '@umijs/max';
import { useState } from 'react';

import type * as API from '@/api';
import { materialFallbackPath } from '@/config/itemPaths';
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
        <p className="pdf-action__note">微信内无法直接下载文件。请在浏览器中打开，或通过邮件获取本资料。</p>
        <Link to={materialFallbackPath(material.id)} className="btn btn--primary pdf-action__btn" data-testid="wechat-fallback-link">
          获取下载方式
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
          感谢登记，现在可以下载了。
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
        下载 PDF（{formatFileSize(material.fileSizeKb)}）
      </a>
      {recorded && (
        <p className="pdf-action__note" role="status">
          已开始下载，记录可在<Link to="/user">个人中心</Link>查看。
        </p>
      )}
    </div>
  );
}
