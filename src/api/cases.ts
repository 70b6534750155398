import * as v from 'valibot';

import { DateSchema, english, type IndustrySlug, IndustrySlugSchema, type ServiceId, ServiceIdSchema } from './common';

/** A measurable figure ("3 周") and what it measures. */
const CaseResultSchema = v.object({ value: v.string(), label: v.string() });

/** What a list card needs (client: anonymised, e.g. 某头部美元PE基金; summary: one sentence). */
export const CaseSummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  client: v.string(),
  industry: IndustrySlugSchema,
  service: ServiceIdSchema,
  summary: v.string(),
  /** Its title and summary in English, where the platform has them. */
  en: english,
  results: v.array(CaseResultSchema),
  duration: v.string(),
  publishedAt: DateSchema,
});

/** A case in full: its challenge, the steps of the approach in order, a quote by an anonymised role. */
export const CaseStudySchema = v.object({
  ...CaseSummarySchema.entries,
  challenge: v.string(),
  approach: v.array(v.string()),
  quote: v.object({ text: v.string(), by: v.string() }),
});

export type CaseResult = v.InferOutput<typeof CaseResultSchema>;
export type CaseSummary = v.InferOutput<typeof CaseSummarySchema>;
export type CaseStudy = v.InferOutput<typeof CaseStudySchema>;

export interface CaseQuery {
  industry?: IndustrySlug | string;
  service?: ServiceId | string;
  page?: number;
  pageSize?: number;
}
