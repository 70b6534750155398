declare namespace API {
  interface CaseResult {
    /** The measurable figure, e.g. "3 周". */
    value: string;
    label: string;
  }

  interface CaseQuote {
    text: string;
    /** Anonymised role of the speaker. */
    by: string;
  }

  /** What a list card needs. */
  interface CaseSummary {
    id: string;
    title: string;
    /** Anonymised client type, e.g. 某头部美元PE基金. */
    client: string;
    industry: IndustrySlug;
    service: ServiceId;
    /** One-sentence summary for the card. */
    summary: string;
    /** The headline results shown on the card. */
    results: CaseResult[];
    duration: string;
    /** YYYY-MM-DD. */
    publishedAt: string;
  }

  interface CaseStudy extends CaseSummary {
    challenge: string;
    /** Steps of the approach, in order. */
    approach: string[];
    quote: CaseQuote;
  }

  interface CaseQuery {
    industry?: IndustrySlug | string;
    service?: ServiceId | string;
    page?: number;
    pageSize?: number;
  }
}
