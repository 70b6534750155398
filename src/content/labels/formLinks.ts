/**
 * What a link to a service form needs of its words (src/config/forms/serviceForms.ts): its title, topic and the label of
 * a button that opens it. Apart from the forms' other words (./forms.ts), so that a page that only links to a form (the
 * home page) does not carry them. A leaf of the catalogue: it reads nothing, so the settings may read it.
 */

export interface FormLinkWords {
  /** The page title. */
  title: string;
  /** What the enquiry is about (the lead's topic). */
  topic: string;
  /** The label of a button that opens the form. */
  cta: string;
}

export const FORM_LINK_LABELS = {
  expertCall: { title: '预约专家访谈', topic: '专家访谈', cta: '预约专家访谈' },
  meeting: { title: '专家会议及访问支持服务', topic: '专家会议及访问支持', cta: '预约专家会议' },
  insight: { title: '定制洞察', topic: '定制洞察', cta: '定制行业洞察' },
  study: { title: '定量研究', topic: '定量研究', cta: '咨询定量研究' },
  psf: { title: '专家咨询与研究服务', topic: '专家咨询与研究服务', cta: '提交咨询需求' },
  thirteen: { title: '企业培训与定制咨询', topic: '企业培训与定制咨询', cta: '预约培训咨询' },
} satisfies Record<string, FormLinkWords>;

/** A link to a path that is no service form. */
export const OTHER_FORM_CTA = '提交需求';
