import { Link, useSelector } from '@umijs/max';
import type { ReactNode } from 'react';

import { miniProgram, visitorSettings } from '@/config/visitor';
import { MINI_PROGRAM_ENTRY } from '@/content/ui/site';
import type { GlobalState } from '@/models/global';
import { fontSizes, palette, radii, space } from '@/styles/tokens';

import './MiniProgramEntry.css';

interface Props {
  activityId: string;
  /** Whether the mini program can take the registration (an open activity). */
  show: boolean;
  /** The web registration form, still offered below the open tag. */
  webPath: string;
  /** The ordinary link, shown outside WeChat, before the JS-SDK is configured, or without a mini program. */
  children: ReactNode;
}

/* The open tag renders its template in WeChat's own frame: the button's look is written inline there. */
const TEMPLATE =
  `<style>.mp{display:block;width:100%;padding:${space[2]}px ${space[4]}px;border:0;border-radius:${radii.md}px;` +
  `background:${palette.brand};color:${palette.white};font-size:${fontSizes.md}px;font-weight:600}</style>` +
  `<button class="mp">${MINI_PROGRAM_ENTRY.register}</button>`;

/** Inside WeChat, once the JS-SDK is configured: registration in the firm's mini program (wx-open-launch-weapp). */
export default function MiniProgramEntry({ activityId, show, webPath, children }: Props) {
  const wxConfig = useSelector((state: { global: GlobalState }) => state.global.wxConfig);
  const program = miniProgram(visitorSettings());
  if (!show || !wxConfig || !program) return <>{children}</>;
  return (
    <div className="mini-entry" data-testid="mini-program-entry" data-item-key="activity-miniprogram" data-item-tag={activityId}>
      <wx-open-launch-weapp appid={program.id} path={`${program.activityPath}?id=${encodeURIComponent(activityId)}`}>
        <script type="text/wxtag-template">{TEMPLATE}</script>
      </wx-open-launch-weapp>
      <Link to={webPath} className="mini-entry__web">
        {MINI_PROGRAM_ENTRY.web}
      </Link>
    </div>
  );
}
