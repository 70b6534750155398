/**
 * The rights request of the personal centre (/user), on the lead form engine: what the visitor asks for, and who they
 * are. A signed-in visitor is known by their openid (the mobile number is then optional); anyone else by the mobile
 * number they gave in a form. Posted to /api/platform/privacy/requests; drafts, retries and messages as for a lead.
 */
import type { FormDefinition } from '.';
import { type FieldDefinition, MOBILE, withField } from './fields';

/** What a visitor may ask for online (PIPL Art. 15, 45, 47). */
export type PrivacyRequestKind = 'withdrawMarketing' | 'copy' | 'delete' | 'leaveNetwork';

export const PRIVACY_REQUEST_LABELS = {
  withdrawMarketing: '撤回营销同意',
  copy: '获取我的个人信息副本',
  delete: '删除我的个人信息',
  leaveNetwork: '退出专家网络',
} as const satisfies Record<PrivacyRequestKind, string>;

export const PRIVACY_REQUEST_KIND: FieldDefinition = {
  name: 'request',
  kind: 'radio',
  label: '您要提交的请求',
  required: true,
  options: Object.entries(PRIVACY_REQUEST_LABELS).map(([value, label]) => ({ value, label })),
};

const IDENTITY_MOBILE = withField(MOBILE, { help: '填写您提交表单时留下的手机号码，我们据此找到您的信息并与您确认。' });

const NOTE: FieldDefinition = {
  name: 'note',
  kind: 'textarea',
  label: '补充说明',
  maxLength: 500,
  help: '选填：例如只需删除某一次提交。',
};

/** The firm answers a rights request within this many working days (the confirmation names the day). */
export const PRIVACY_ANSWER_WORKING_DAYS = 15;

export type PrivacyFormKey = 'privacyRequest' | 'privacyRequestSignedIn';

const base = {
  kind: 'privacy',
  topic: '个人信息权利请求',
  endpoint: 'privacyRequests',
  submitLabel: '提交请求',
  submitItemKey: 'privacy-request-submit',
} as const;

export const PRIVACY_REQUEST_FORMS = {
  /** Not signed in: the mobile number given in a form is who they are. */
  privacyRequest: { ...base, key: 'privacyRequest', fields: [PRIVACY_REQUEST_KIND, IDENTITY_MOBILE, NOTE] },
  /** Signed in through WeChat: the openid goes with the request; a number helps find what was sent without it. */
  privacyRequestSignedIn: {
    ...base,
    key: 'privacyRequestSignedIn',
    fields: [
      PRIVACY_REQUEST_KIND,
      withField(IDENTITY_MOBILE, {
        required: false,
        help: '选填：您的微信身份会随请求提交；如您也曾在微信外提交表单，请填写当时留下的手机号码。',
      }),
      NOTE,
    ],
  },
} as const satisfies { [K in PrivacyFormKey]: FormDefinition<K> };

export const privacyFormByKey = (key: string): FormDefinition<PrivacyFormKey> | undefined =>
  Object.hasOwn(PRIVACY_REQUEST_FORMS, key) ? PRIVACY_REQUEST_FORMS[key as PrivacyFormKey] : undefined;
