import { Outlet } from '@umijs/max';

import { ENGLISH_FRAME } from '@/content/en/frame';

import SiteFrame from './SiteFrame';
import { useBandInView } from './useBandInView';

/** The frame of the English pages (a wrapper of their routes, .umirc.ts): the site's frame in English, in their chunks only. */
export default function EnglishLayout() {
  // Only the English pages link to a band of another page (the home's, from the navigation).
  useBandInView();
  return (
    <SiteFrame words={ENGLISH_FRAME}>
      <Outlet />
    </SiteFrame>
  );
}
