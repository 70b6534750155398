/**
 * The consents a form asks for, each a separate box with its own words and version. A lead records which boxes were
 * ticked, with the version of each text and when (src/features/leads/consents.ts); change `version` whenever the words
 * change, so that every record says which words the person agreed to.
 */
import type { ConsentId } from '../config/forms/fields';
import { COMPLIANCE_CONTACT } from './compliance';

export interface ConsentText {
  /** The date the words took effect (YYYY-MM-DD). */
  version: string;
  /** What it is, in a few words: the field's label, the inbox, the personal centre. */
  name: string;
  /** The words beside the box (the privacy consent's follow a link to the notice). */
  statement: string;
  /** A short line under the box: whether it is needed, and why. */
  help?: string;
  /** Why a required box must be ticked, shown when it is not. */
  requiredMessage?: string;
}

export const CONSENTS = {
  privacy: {
    version: '2026-11-26',
    name: '个人信息保护说明',
    statement: '，同意知桥咨询为处理本次需求使用我填写的信息。',
    requiredMessage: '请阅读并勾选同意《个人信息保护说明》',
  },
  expertSharing: {
    version: '2026-11-26',
    name: '向客户提供职业背景摘要',
    statement:
      '我同意知桥咨询把我的职业背景摘要（从业年限、曾任职级与职能、擅长领域）提供给与我匹配、并经知桥合规审查的客户（投资机构、企业及其研究团队），仅供客户判断是否邀请我参加咨询。摘要不含我的姓名、联系方式和现任雇主；未经我另行同意，不向客户提供我的联系方式。' +
      `我可以随时在本站“个人中心”或发邮件至 ${COMPLIANCE_CONTACT.email} 撤回，撤回后不再向新的客户提供。`,
    help: '必选：客户只能通过这份摘要了解并邀请您，不同意则无法为您匹配任何咨询项目。',
    requiredMessage: '请勾选同意向客户提供职业背景摘要：客户只能通过这份摘要邀请您，不勾选则无法为您匹配任何咨询项目',
  },
  marketing: {
    version: '2026-11-26',
    name: '接收活动邀请与研究更新',
    statement: '我愿意接收知桥咨询的活动邀请与研究更新（短信或邮件，每月不超过 2 次），可随时在“个人中心”退订。',
    help: '选填：不勾选也可以正常提交，我们只就本次需求联系您。',
  },
} as const satisfies Record<ConsentId, ConsentText>;

/** A version as the lead records it: the date the words took effect. */
export const CONSENT_VERSION_RE = /^\d{4}-\d{2}-\d{2}$/;
