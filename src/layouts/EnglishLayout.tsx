import { Outlet } from '@umijs/max';

import { ENGLISH_FRAME } from '@/content/en/frame';

import SiteFrame from './SiteFrame';

/** The frame of the English pages (a wrapper of their routes, .umirc.ts): the site's frame in English, in their chunks only. */
export default function EnglishLayout() {
  return (
    <SiteFrame words={ENGLISH_FRAME}>
      <Outlet />
    </SiteFrame>
  );
}
