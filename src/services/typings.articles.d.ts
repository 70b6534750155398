declare namespace API {
  /** A person quoted or credited on an article. */
  interface ArticlePerson {
    name: string;
    /** Role or title, e.g. 科技行业研究总监. */
    role: string;
  }

  /** 近期热点: a short article (2–4 paragraphs) giving one expert's view. */
  interface HotTopic {
    id: string;
    title: string;
    /** YYYY-MM-DD (Beijing date). */
    date: string;
    industry: IndustrySlug;
    tags: string[];
    expert: ArticlePerson;
    paragraphs: string[];
  }

  /** A key-figure callout inside an insight section. */
  interface InsightFigure {
    value: string;
    label: string;
  }

  interface InsightSection {
    heading: string;
    paragraphs: string[];
    figure?: InsightFigure;
    bullets?: string[];
  }

  /** 深度洞察: a long article as stored. */
  interface Insight {
    id: string;
    title: string;
    /** YYYY-MM-DD (Beijing date). */
    date: string;
    industry: IndustrySlug;
    tags: string[];
    author: ArticlePerson;
    summary: string;
    sections: InsightSection[];
  }

  /** What the API serves for an insight: the stored article plus its reading time. */
  interface InsightDetail extends Insight {
    readingMinutes: number;
  }

  /** An insight in a list: no sections. */
  type InsightSummary = Omit<InsightDetail, 'sections'>;

  /** Filters and paging of both article collections (newest first). */
  interface ArticleQuery {
    industry?: IndustrySlug;
    tag?: string;
    page?: number;
    pageSize?: number;
  }
}
