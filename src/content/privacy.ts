/** The personal information notice (PIPL) shown at /privacy, as data. */
import { PRIVACY_REQUEST_LABELS } from '../config/forms/privacyRequests';
import { ANALYTICS_HEARTBEAT_MS } from '../config/timing';
import { COMPLIANCE_CONTACT } from './compliance';
import { CONSENTS } from './consents';
import {
  ANSWER_DAYS,
  CROSS_BORDER,
  CROSS_BORDER_REGIONS_TEXT,
  EXPERT_SUMMARY,
  listed,
  NEVER_SHARED_TEXT,
  RECIPIENTS,
  RETENTION,
  withinDays,
} from './facts';
import { FIRM } from './firm';
import type { HeroCopy } from './pageCopy';

/** The notice's date is the version of the privacy consent that links it: a new notice is a new consent. */
const [year, month, day] = CONSENTS.privacy.version.split('-').map(Number);
export const PRIVACY_UPDATED = `${year}年${month}月${day}日`;

/** The hero of /privacy. */
export const PRIVACY_HERO: HeroCopy = {
  eyebrow: '个人信息保护',
  title: '个人信息保护说明',
  lead: `${FIRM.name}如何收集、使用、保存和向他人（包括境外客户）提供您的个人信息，以及您如何在线撤回同意、获取副本、更正或删除信息。更新日期：${PRIVACY_UPDATED}。`,
};

/** The meta description of /privacy (search results, share cards). */
export const PRIVACY_DESCRIPTION =
  '知桥咨询如何收集、使用、保存和向他人提供您的个人信息，专家信息如何提供给境内外客户，以及如何在线撤回同意、获取副本、更正或删除信息。';

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'who',
    title: '一、谁在处理您的个人信息',
    paragraphs: [
      `个人信息处理者为${FIRM.fullName}（以下简称“我们”），地址：${FIRM.address}。我们依照《中华人民共和国个人信息保护法》等法律法规处理您的个人信息。`,
      `个人信息保护负责人：${COMPLIANCE_CONTACT.name}（${COMPLIANCE_CONTACT.role}），邮箱 ${COMPLIANCE_CONTACT.email}，电话 ${FIRM.phone}。`,
    ],
  },
  {
    id: 'what',
    title: '二、我们收集哪些信息',
    items: [
      '您在表单中主动填写的信息：姓名、手机号码、工作邮箱、公司名称、职位、所在行业，以及您对需求、活动或调研问题的描述与回答。',
      '申请加入专家网络时填写的信息：现任或最近任职公司、职位、所属行业、从业年限、擅长领域、个人主页链接、补充说明，以及您是否在涉密岗位任职、现任雇主是否禁止对外咨询（见第七条）。',
      '与提交相关的信息：提交时间、所提交的表单与主题、报名的活动或申请的资料，以及您勾选了哪些同意项、各同意项文本的版本和勾选时间。',
      '来源信息：您进入本站时的来源网址与推广渠道参数（如 utm_source 等），用于了解哪些渠道带来了咨询。',
      `在微信中访问时的 openid（微信为本站生成的用户标识，可以识别同一微信用户）以及您授权的微信昵称和头像，用于识别同一访客的多次提交；我们不会获取您的微信号或好友信息。openid 在本设备上保存 ${RETENTION.openidDays} 天（本地存储与 Cookie “openid8”）。`,
      '访问统计与错误信息：见第四条“本站使用的第三方工具”。表单中填写的内容从不进入访问统计。',
    ],
  },
  {
    id: 'why',
    title: '三、处理目的与所需的同意',
    items: [
      `处理您的需求（《${CONSENTS.privacy.name}》，每个表单必选）：联系您、安排专家访谈、提供方案与报价、发送资料或活动参会信息，核实报名信息、控制活动名额，识别和拦截自动提交的垃圾信息。不同意则我们无法回应您的需求。`,
      `活动邀请与研究更新（“${CONSENTS.marketing.name}”，单独勾选、可不选）：只有您勾选并留下手机号码或邮箱后，我们才会通过短信或邮件向您发送活动邀请与研究更新；不勾选不影响表单提交，您可以随时退订。`,
      `向客户提供专家的职业背景摘要（“${CONSENTS.expertSharing.name}”，仅限专家申请，单独勾选）：见第七条。`,
      `向境外客户提供专家的职业背景摘要与访谈发言（“${CONSENTS.crossBorder.name}”，仅限专家申请，单独勾选、可不选）：见第八条。`,
      '改进内容与服务：调研回答由我们的研究团队汇总分析，报告中不出现答题人的姓名与公司；访问统计用于了解哪些内容受欢迎、哪些渠道带来访问；错误与性能信息用于发现并修复问题。',
      '未经您的单独同意，我们不会将您的信息用于上述目的以外的用途，也不会出售您的个人信息。',
    ],
  },
  {
    id: 'sdk',
    title: '四、本站使用的第三方工具',
    items: [
      `神策数据网页统计工具（Sensors Analytics JavaScript SDK）：记录您浏览了哪些页面、每页停留多久（页面打开期间每 ${ANALYTICS_HEARTBEAT_MS / 1000} 秒记录一次）、滚动到的位置、点击了哪些按钮和链接，以及浏览器类型、屏幕尺寸、来源网址和推广渠道参数；设备上保存一个随机生成的访客标识，在微信中识别身份后以 openid 作为访客标识，因此这些记录可以对应到同一访客。数据发送至我们自己的统计服务器，不发送给神策数据。提交成功时只记录表单名称、主题与推广活动名称。该工具只在您同意后运行（处理依据为您的同意）：首次访问时页面底部会询问您，同意之前不加载、不记录；您可以随时在“个人中心”更改选择，不同意不影响浏览和提交表单。`,
      '微信 JS-SDK（仅在微信内打开本站时加载）：用于设置分享到聊天和朋友圈的标题、描述与图片，以及显示或隐藏分享菜单。本站不通过它获取您的位置、相册、通讯录或支付信息。微信客户端对该工具的处理适用腾讯的隐私政策。',
      '错误与性能报告（本站自有）：页面出错或加载缓慢时，浏览器会向我们发送错误说明、出错页面的路径（不含网址参数）与页面加载速度指标，不包含您填写的内容。',
    ],
  },
  {
    id: 'keep',
    title: '五、保存地点与保存期限',
    items: [
      '您的个人信息存储在中华人民共和国境内的服务器上。只有专家单独同意“向境外客户提供”后，我们才把第八条所列的信息提供给境外客户；其他信息不向境外提供。',
      `咨询与需求信息：自提交之日起保存 ${RETENTION.enquiryYears} 年；如双方建立了合作，按合同与法律要求的期限保存。`,
      `活动报名与回放申请信息：活动结束后保存 ${RETENTION.registrationYears} 年。`,
      `调研回答：汇总分析后，与您姓名、邮箱等可识别信息分开保存，可识别信息保存不超过 ${RETENTION.surveyIdentityYears} 年。`,
      `专家信息：在您留在专家网络期间保存；您退出后 ${RETENTION.expertDeletedWithinDays} 天内删除，仅保留法律要求的访谈记录与结算、纳税凭证（保存 ${RETENTION.callRecordYears} 年）。`,
      '同意记录（勾选了哪些同意项、文本版本和时间）：与对应信息保存同样长的时间，用于证明处理有同意依据。',
      `访问统计：原始记录保存 ${RETENTION.analyticsMonths} 个月，之后只保留不含访客标识的汇总数据。`,
      '保存期限届满，我们会删除或匿名化处理您的信息；您撤回某项同意后，我们停止基于该同意的处理（例如撤回营销同意后不再发送邀请，正在处理的需求不受影响）。法律法规另有规定的除外。',
      '您在本设备上填写但尚未提交的草稿只保存在您的浏览器中，提交成功后自动删除；您也可以在表单上点击“清空草稿”。',
    ],
  },
  {
    id: 'share',
    title: '六、谁会收到您的信息',
    items: [
      `${RECIPIENTS.processors}；它们不得将信息用于其他目的。`,
      `${RECIPIENTS.experts}。`,
      `${RECIPIENTS.clients}；客户在境外时，还须专家另行同意（见第八条）。客户的需求信息不会提供给其他客户。`,
      '除上述情形和法律法规要求外，我们不会向其他第三方提供您的个人信息。',
    ],
  },
  {
    id: 'experts',
    title: '七、专家须知',
    items: [
      '我们用您的申请信息核实背景（视频核验身份时您出示证件，我们不留存证件号码；并通过电话与公开资料核实任职经历），评估利益冲突，并为您匹配咨询项目。',
      `经您单独同意，我们把您的职业背景摘要（${EXPERT_SUMMARY}）提供给与您匹配、并经我们合规审查的客户（投资机构、企业及其研究团队），仅供客户判断是否邀请您参加咨询。`,
      `向客户提供您的${NEVER_SHARED_TEXT}，须就具体项目再次取得您的同意。`,
      '您在涉密岗位任职、或现任雇主禁止对外咨询的，我们保存您的申请，但不为您安排付费访谈。',
      '参加咨询后，我们为结算和代扣代缴个人所得税另行收集银行账户与身份证件号码，仅用于付款和纳税申报。',
      `撤回同意、退出专家网络：在“个人中心”在线申请（以短信或邮件验证码确认身份后即刻生效），或发邮件至 ${COMPLIANCE_CONTACT.email}。撤回后我们不再向新的客户提供您的摘要；已经提供的摘要，我们会通知相关客户停止使用。`,
    ],
  },
  {
    id: 'abroad',
    title: '八、向境外提供',
    items: [
      `谁会收到：${CROSS_BORDER.recipients}，位于${CROSS_BORDER_REGIONS_TEXT}等地。每一次访谈邀请都会告诉您客户的类型与所在法域；${CROSS_BORDER.named}。`,
      `提供什么：${CROSS_BORDER.what.join('；')}。不提供您的${NEVER_SHARED_TEXT}，除非您就具体项目另行同意。`,
      `依据与保护：只有在您单独勾选“${CONSENTS.crossBorder.name}”后才会提供；我们${CROSS_BORDER.mechanism}，合同约束境外接收方只为判断是否邀请您、进行访谈的目的使用这些信息，采取不低于《中华人民共和国个人信息保护法》标准的保护措施，并在目的完成后删除。`,
      `您如何向境外接收方行使权利：查阅、复制、更正、删除或撤回同意，都可以通过我们提出（“个人中心”或邮件 ${COMPLIANCE_CONTACT.email}）；我们在 ${withinDays(ANSWER_DAYS.rights)}转达境外接收方并把结果告诉您。标准合同赋予您向境外接收方直接主张权利的资格，您也可以依合同向其所在地或我国法院起诉。`,
      `撤回“${CONSENTS.crossBorder.name}”的同意（在“个人中心”选择“${PRIVACY_REQUEST_LABELS.withdrawCrossBorder}”，即刻生效）后，我们不再向境外客户提供您的信息，也不再向您发送境外客户的邀请；已经提供的，我们通知接收方停止使用并删除。`,
    ],
  },
  {
    id: 'rights',
    title: '九、您的权利，以及如何在线行使',
    items: [
      '您可以查阅、复制、更正、补充或删除您的个人信息，限制或拒绝我们的处理，也可以要求我们解释处理规则。',
      `在本站“个人中心”的“我的个人信息权利”中，您可以在线提交：${listed(Object.values(PRIVACY_REQUEST_LABELS))}。我们在 ${withinDays(ANSWER_DAYS.rights)}答复。`,
      '确认身份的方式和同意一样简单：填写您在表单中留下的手机号码或邮箱，输入我们发送到该号码或邮箱的验证码即可；在微信中已识别身份的，也可以直接以微信身份提交。撤回同意、退出专家网络与限制处理，确认身份后即刻生效；副本只发送到您确认过的联系方式。',
      `您也可以发送邮件至 ${COMPLIANCE_CONTACT.email} 或致电 ${FIRM.phone}。撤回同意不影响撤回前基于同意已进行的处理。`,
      '在“个人中心”，您可以随时清除本设备上保存的全部提交记录、草稿与收藏，退出微信身份识别，并关闭访问统计（该选择保存在本设备上）。',
      '如您认为我们的处理侵害了您的权益，可以向我们投诉，也可以向网信部门等监管机构投诉。',
    ],
  },
  {
    id: 'security',
    title: '十、安全措施',
    paragraphs: [
      '我们采用加密传输、访问权限控制与操作日志审计保护您的信息，仅授权的顾问与运营人员可以查看线索信息。如发生个人信息安全事件，我们将按法律要求及时通知您并采取补救措施。',
    ],
  },
  {
    id: 'minors',
    title: '十一、未成年人',
    paragraphs: ['我们的服务面向企业与机构用户，不面向未满 14 周岁的未成年人。如发现误收集了未成年人的信息，我们会尽快删除。'],
  },
  {
    id: 'contact',
    title: '十二、更新与联系我们',
    paragraphs: [
      `本说明更新时，我们会在本页公布并注明更新日期；涉及处理目的或向他人提供的变化，会在表单中请您重新同意。个人信息保护负责人：${COMPLIANCE_CONTACT.name}，邮箱 ${COMPLIANCE_CONTACT.email}；电话 ${FIRM.phone}；地址 ${FIRM.address}。`,
    ],
  },
];
