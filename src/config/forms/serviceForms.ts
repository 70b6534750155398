/**
 * The enquiry forms of the firm's services, as every link to one needs them: where each lives, what it is called and the
 * label of a button that opens it. Their fields, introductions and result pages are built on these entries in
 * forms.ts; pages that only link to a form (the home page, service cards, copy) need not carry the definitions.
 * Plain data.
 */
export interface ServiceFormLink<K extends string = string> {
  key: K;
  path: string;
  resultPath: string;
  /** The page title. */
  title: string;
  /** What the enquiry is about (the lead's topic). */
  topic: string;
  /** The label of a button that opens the form. */
  cta: string;
}

const link = <K extends string>(entry: ServiceFormLink<K>) => entry;

export const SERVICE_FORM_LINKS = {
  expertCall: link({
    key: 'expertCall',
    path: '/expertCallForm',
    resultPath: '/resultExpertCallPage',
    title: '预约专家访谈',
    topic: '专家访谈',
    cta: '预约专家访谈',
  }),
  meeting: link({
    key: 'meeting',
    path: '/meetingForm',
    resultPath: '/resultMeetingPage',
    title: '专家会议及访问支持服务',
    topic: '专家会议及访问支持',
    cta: '预约专家会议',
  }),
  insight: link({
    key: 'insight',
    path: '/insightForm',
    resultPath: '/resultInsightPage',
    title: '定制洞察',
    topic: '定制洞察',
    cta: '定制行业洞察',
  }),
  study: link({
    key: 'study',
    path: '/studyForm',
    resultPath: '/resultStudyPage',
    title: '定量研究',
    topic: '定量研究',
    cta: '咨询定量研究',
  }),
  psf: link({
    key: 'psf',
    path: '/psfForm',
    resultPath: '/resultPsfPage',
    title: '专家咨询与研究服务',
    topic: '专家咨询与研究服务',
    cta: '提交咨询需求',
  }),
  thirteen: link({
    key: 'thirteen',
    path: '/thirteen',
    resultPath: '/resultThirteenPage',
    title: '企业培训与定制咨询',
    topic: '企业培训与定制咨询',
    cta: '预约培训咨询',
  }),
} as const;

export type ServiceFormKey = keyof typeof SERVICE_FORM_LINKS;

/** The call to action that opens a service form: its label and path, for links in page copy. */
export const formCta = (key: ServiceFormKey): { label: string; path: string } => ({
  label: SERVICE_FORM_LINKS[key].cta,
  path: SERVICE_FORM_LINKS[key].path,
});

/** The label of a link to a service form's path ('提交需求' for any other path). */
export const ctaForPath = (path: string): string => Object.values(SERVICE_FORM_LINKS).find((f) => f.path === path)?.cta ?? '提交需求';
