/** The copy of the lead form pages that is not in a form's own definition. */
import type { PageFormKind } from '../config/forms';

/** The line above a form page's heading, by kind of form. */
export const FORM_EYEBROWS = {
  service: '服务咨询',
  survey: '用户调研',
  special: '专题发布',
  insight: '行业洞察',
  activity: '活动报名',
  download: '资料下载',
  expert: '专家网络',
  campaign: '专题活动',
} satisfies Record<PageFormKind, string>;

/** Beside every form's submit button. */
export const FORM_NOTE = '我们按《个人信息保护说明》和您勾选的同意使用您的信息，不会出售您的信息。';

/** The line above an activity's form when the activity is over and the form asks for its replay. */
export const REPLAY_EYEBROW = '申请观看回放';
