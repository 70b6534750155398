import { Outlet } from '@umijs/max';

import { CHINESE_FRAME } from '@/content/ui/frame';

import SiteFrame from './SiteFrame';

/** Common layout of the Chinese pages: the site's frame in Chinese (SiteFrame.tsx). */
export default function Layout() {
  return (
    <SiteFrame words={CHINESE_FRAME}>
      <Outlet />
    </SiteFrame>
  );
}
