import * as v from 'valibot';

import { DateSchema, english, type IndustrySlug, IndustrySlugSchema, maybe, type ServiceId, ServiceIdSchema } from './common';

/** What a list card needs. */
export const MaterialSummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  type: v.picklist(['report', 'whitepaper', 'brochure', 'case-study']),
  /** The industries it speaks to. */
  industries: v.array(IndustrySlugSchema),
  /** The service it belongs to, where it fits (every brochure has one). */
  service: maybe(ServiceIdSchema),
  pages: v.number(),
  publishedAt: DateSchema,
  /** Size of the full file in kB. */
  fileSizeKb: v.number(),
  summary: v.string(),
  /** Download needs the visitor's details first. */
  gated: v.boolean(),
  /** Its title and summary in English, where the platform has them. */
  en: english,
});

/** A material in full: key findings (or what a brochure covers), its chapters, who it is written for. */
export const MaterialSchema = v.object({
  ...MaterialSummarySchema.entries,
  keyFindings: v.array(v.string()),
  contents: v.array(v.string()),
  audience: v.string(),
});

export type MaterialSummary = v.InferOutput<typeof MaterialSummarySchema>;
export type Material = v.InferOutput<typeof MaterialSchema>;
export type MaterialType = Material['type'];

export interface MaterialQuery {
  type?: MaterialType | string;
  industry?: IndustrySlug | string;
  service?: ServiceId | string;
  page?: number;
  pageSize?: number;
}

/** POST /api/platform/materials/send: have a material sent by email, the use of the address agreed to. */
export interface MaterialSendBody {
  id: string;
  email: string;
  consent: true;
}
