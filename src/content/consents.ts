/**
 * The consents a form asks for, each a separate box with its own words and version. A lead records which boxes were
 * ticked, with the version of each text and when (src/features/leads/consents.ts); change `version` whenever the words
 * change, so that every record says which words the person agreed to.
 */
import type { ConsentId, PledgeId } from '../config/forms/fields';
import { COMPLIANCE_CONTACT } from './compliance';
import { CROSS_BORDER, CROSS_BORDER_REGIONS_TEXT, EXPERT_PLEDGE, EXPERT_SUMMARY, NEVER_SHARED_TEXT } from './facts';

export interface ConsentText {
  /** The date the words took effect (YYYY-MM-DD). */
  version: string;
  /** Versions before it, still accepted from a page opened before the change (the record keeps which one). */
  earlier: readonly string[];
  /** What it is, in a few words: the field's label, the inbox, the personal centre. */
  name: string;
  /** The words beside the box (the privacy consent's follow a link to the notice). */
  statement: string;
  /** A short line under the box: whether it is needed, and why. */
  help?: string;
  /** Why a required box must be ticked, shown when it is not. */
  requiredMessage?: string;
  /** Why the box cannot be ticked without a way to reach the visitor (marketing). */
  contactMessage?: string;
}

/** One edition's words of every consent (the English edition's: src/content/en/consents.ts, with versions of their own). */
export type ConsentTexts = Readonly<Record<ConsentId, ConsentText>>;

export const CONSENTS = {
  privacy: {
    // 2026-11-27: the notice says how information goes abroad, and how rights are confirmed by a code.
    version: '2026-11-27',
    earlier: ['2026-11-26'],
    name: '个人信息保护说明',
    statement: '，同意知桥咨询为处理本次提交使用我填写的信息。',
    requiredMessage: '请阅读并勾选同意《个人信息保护说明》',
  },
  expertSharing: {
    // 2026-11-27: clients in China only (abroad: the crossBorder consent); what is never shared named as everywhere.
    version: '2026-11-27',
    earlier: ['2026-11-26'],
    name: '向客户提供职业背景摘要',
    statement:
      `我同意知桥咨询把我的职业背景摘要（${EXPERT_SUMMARY}）提供给与我匹配、并经知桥合规审查的境内客户（投资机构、企业及其研究团队），仅供客户判断是否邀请我参加咨询。未经我就具体项目另行同意，不向客户提供我的${NEVER_SHARED_TEXT}；向境外客户提供须我另行同意。` +
      `我可以随时撤回：在本站“个人中心”申请退出专家网络，或发邮件至 ${COMPLIANCE_CONTACT.email}；撤回后不再向新的客户提供。`,
    help: '必选：客户只能通过这份摘要了解并邀请您，不同意则无法为您匹配任何咨询项目。',
    requiredMessage: '请勾选同意向客户提供职业背景摘要：客户只能通过这份摘要邀请您，不勾选则无法为您匹配任何咨询项目',
  },
  crossBorder: {
    version: '2026-11-27',
    earlier: [],
    name: '向境外客户提供',
    statement:
      `我同意知桥咨询把我的职业背景摘要，以及我参加的访谈中我的发言（经双方同意时含录音与纪要），提供给与我匹配、并经知桥合规审查的境外客户（${CROSS_BORDER.recipients}，位于${CROSS_BORDER_REGIONS_TEXT}等地）。` +
      `知桥${CROSS_BORDER.mechanism}；我可以通过知桥向境外接收方查阅、复制、更正或删除我的信息，也可以随时在本站“个人中心”撤回本同意，撤回后不再向境外客户提供。${CROSS_BORDER.named}。`,
    help: '选填：不勾选也可以加入专家网络，只是不会收到境外客户的邀请。',
  },
  marketing: {
    version: '2026-11-26',
    earlier: [],
    name: '接收活动邀请与研究更新',
    statement: `我愿意通过短信或邮件接收知桥咨询的活动邀请与研究更新，可随时在本站“个人中心”或发邮件至 ${COMPLIANCE_CONTACT.email} 退订。`,
    /** Invitations need somewhere to go. */
    contactMessage: '勾选接收活动邀请与研究更新时，请留下手机号码或邮箱，我们才能发送给您',
    help: '选填：不勾选也可以正常提交，我们只就本次需求联系您。',
  },
} as const satisfies Record<ConsentId, ConsentText>;

/** The versions of a consent's words a lead may name: the current one and those before it (of one edition's words). */
export const knownVersions = (consent: ConsentId, texts: ConsentTexts = CONSENTS): readonly string[] => [
  texts[consent].version,
  ...texts[consent].earlier,
];

/** What a visitor promises by ticking a pledge box. */
export const PLEDGES = {
  expertCompliance: EXPERT_PLEDGE,
} as const satisfies Record<PledgeId, string>;
