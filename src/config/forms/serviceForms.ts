/**
 * The enquiry forms of the firm's services, as every link to one needs them: where each lives, what it is called and the
 * label of a button that opens it. Their fields, introductions and result pages are built on these entries in
 * forms.ts; pages that only link to a form (the home page, service cards, copy) need not carry the definitions.
 * Plain data.
 */
import { FORM_LINK_LABELS, OTHER_FORM_CTA } from '../../content/labels/formLinks';

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

type Place<K extends string> = Pick<ServiceFormLink<K>, 'key' | 'path' | 'resultPath'>;

/** A service form's place, with its words (src/content/labels/forms.ts). */
const link = <K extends keyof typeof FORM_LINK_LABELS>(place: Place<K>): ServiceFormLink<K> => ({
  ...place,
  ...FORM_LINK_LABELS[place.key],
});

export const SERVICE_FORM_LINKS = {
  expertCall: link({
    key: 'expertCall',
    path: '/expertCallForm',
    resultPath: '/resultExpertCallPage',
  }),
  meeting: link({
    key: 'meeting',
    path: '/meetingForm',
    resultPath: '/resultMeetingPage',
  }),
  insight: link({
    key: 'insight',
    path: '/insightForm',
    resultPath: '/resultInsightPage',
  }),
  study: link({
    key: 'study',
    path: '/studyForm',
    resultPath: '/resultStudyPage',
  }),
  psf: link({
    key: 'psf',
    path: '/psfForm',
    resultPath: '/resultPsfPage',
  }),
  thirteen: link({
    key: 'thirteen',
    path: '/thirteen',
    resultPath: '/resultThirteenPage',
  }),
} as const;

export type ServiceFormKey = keyof typeof SERVICE_FORM_LINKS;

/** The call to action that opens a service form: its label and path, for links in page copy. */
export const formCta = (key: ServiceFormKey): { label: string; path: string } => ({
  label: SERVICE_FORM_LINKS[key].cta,
  path: SERVICE_FORM_LINKS[key].path,
});

/** The label of a link to a service form's path ('提交需求' for any other path). */
export const ctaForPath = (path: string): string => Object.values(SERVICE_FORM_LINKS).find((f) => f.path === path)?.cta ?? OTHER_FORM_CTA;
