import * as v from 'valibot';

import { DateSchema, english, type IndustrySlug, IndustrySlugSchema, maybe } from './common';

/** A person quoted or credited on an article (role: e.g. 科技行业研究总监). */
const ArticlePersonSchema = v.object({ name: v.string(), role: v.string() });

/** What every article has: its id, title, date (Beijing), industry and tags. */
const articleEntries = {
  id: v.string(),
  title: v.string(),
  date: DateSchema,
  industry: IndustrySlugSchema,
  tags: v.array(v.string()),
  /** Its title and summary in English, where the platform has them. */
  en: english,
};

/** 近期热点: a short article (2–4 paragraphs) giving one expert's view. */
export const HotTopicSchema = v.object({
  ...articleEntries,
  expert: ArticlePersonSchema,
  paragraphs: v.array(v.string()),
});

/** A key-figure callout inside an insight section. */
const InsightFigureSchema = v.object({ value: v.string(), label: v.string() });

const InsightSectionSchema = v.object({
  heading: v.string(),
  paragraphs: v.array(v.string()),
  figure: maybe(InsightFigureSchema),
  bullets: maybe(v.array(v.string())),
});

/** 深度洞察 in a list: the article without its sections, with its reading time. */
export const InsightSummarySchema = v.object({
  ...articleEntries,
  author: ArticlePersonSchema,
  summary: v.string(),
  readingMinutes: v.number(),
});

/** What the API serves for an insight: the stored article plus its reading time. */
export const InsightDetailSchema = v.object({ ...InsightSummarySchema.entries, sections: v.array(InsightSectionSchema) });

export type HotTopic = v.InferOutput<typeof HotTopicSchema>;
export type InsightSummary = v.InferOutput<typeof InsightSummarySchema>;
export type InsightDetail = v.InferOutput<typeof InsightDetailSchema>;
/** 深度洞察: a long article as stored (the platform adds its reading time when it serves it). */
export type Insight = Omit<InsightDetail, 'readingMinutes'>;

/** Filters and paging of both article collections (newest first). */
export interface ArticleQuery {
  industry?: IndustrySlug;
  tag?: string;
  page?: number;
  pageSize?: number;
}
