declare namespace API {
  /** Kinds of downloadable material. */
  type MaterialType = 'report' | 'whitepaper' | 'brochure' | 'case-study';

  /** What a list card needs. */
  interface MaterialSummary {
    id: string;
    title: string;
    type: MaterialType;
    /** Industry slugs (src/config/industries.ts) the material speaks to. */
    industries: IndustrySlug[];
    /** The service it belongs to, where it fits (every brochure has one). */
    service?: ServiceId;
    pages: number;
    /** YYYY-MM-DD. */
    publishedAt: string;
    /** Size of the full file in kB. */
    fileSizeKb: number;
    summary: string;
    /** Download needs the visitor's details first. */
    gated: boolean;
  }

  interface Material extends MaterialSummary {
    /** Key findings (reports, white papers) or what the brochure covers. */
    keyFindings: string[];
    /** Table of contents: chapter titles. */
    contents: string[];
    /** Who it is written for. */
    audience: string;
  }

  interface MaterialQuery {
    type?: MaterialType | string;
    industry?: IndustrySlug | string;
    service?: ServiceId | string;
    page?: number;
    pageSize?: number;
  }

  /** POST /api/platform/materials/send: have a material sent by email. */
  interface MaterialSendBody {
    id: string;
    email: string;
    /** The visitor agreed to the use of the address (required, as for a lead). */
    consent: true;
  }
}
