declare namespace API {
  /** Ids of the firm's services; other collections (cases, materials) refer to them. */
  type ServiceId = 'expert-call' | 'meeting' | 'custom-insight' | 'quant-study' | 'psf' | 'training';

  /** An industry, as the platform names it (the landing pages' slugs: /industryLanding/<slug>). The one spelling. */
  type IndustrySlug = 'two' | 'three' | 'four' | 'five' | 'six' | 'seven' | 'eight';

  interface ServiceStep {
    title: string;
    text: string;
  }

  interface ServiceUseCase {
    /** Kind of client, e.g. 私募股权基金. */
    client: string;
    scenario: string;
  }

  interface ServiceFaq {
    question: string;
    answer: string;
  }

  interface ServiceFact {
    value: string;
    label: string;
  }

  /** What a catalogue card needs. */
  interface ServiceSummary {
    id: ServiceId;
    name: string;
    /** One-line pitch. */
    pitch: string;
    industries: IndustrySlug[];
    /** Path of the matching enquiry form (src/config/forms/index.ts). */
    formPath: string;
  }

  interface Service extends ServiceSummary {
    /** Paragraphs. */
    description: string[];
    facts: ServiceFact[];
    steps: ServiceStep[];
    deliverables: string[];
    useCases: ServiceUseCase[];
    faq: ServiceFaq[];
  }

  interface ServiceQuery {
    industry?: string;
  }
}
