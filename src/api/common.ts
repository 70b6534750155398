/**
 * What every answer of the firm's platform is made of: its envelopes, one page of a list, and the names the platform
 * uses for industries and services. Relative imports only in src/api: mock/ imports it outside the app's aliases.
 */
import * as v from 'valibot';

import { INDUSTRY_SLUGS, type IndustrySlug } from '../config/industrySlugs';

export type { IndustrySlug };

/** An industry, as the platform names it (src/config/industrySlugs.ts). */
export const IndustrySlugSchema = v.picklist(INDUSTRY_SLUGS);

/** Ids of the firm's services; other collections (cases, materials) refer to them. */
export const SERVICE_IDS = ['expert-call', 'meeting', 'custom-insight', 'quant-study', 'psf', 'training'] as const;
export const ServiceIdSchema = v.picklist(SERVICE_IDS);
export type ServiceId = v.InferOutput<typeof ServiceIdSchema>;

/** A YYYY-MM-DD date (Beijing). */
export const DateSchema = v.pipe(v.string(), v.isoDate());

/** A moment in ISO 8601 with its offset, seconds optional ('2026-12-10T13:30+08:00'). */
export const MomentSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/),
  v.check((text) => !Number.isNaN(Date.parse(text))),
);

/** A field the platform may leave out or send as null: absent either way. */
export const maybe = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );

/** Words in English: trimmed, never empty. */
const EnglishText = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** An item's words in English, where the platform has them: its title and a summary written in English. */
const EnglishWordsSchema = v.object({ title: EnglishText, summary: EnglishText });

/**
 * An item's `en` block: absent when the platform has no English for it. A block of the wrong shape is left out, not
 * the item: its Chinese words still stand (docs/content.md, "In English").
 */
export const english = v.fallback(maybe(EnglishWordsSchema), undefined);

/** One page of a paged list (`list`: the schema of its items, as a list). */
export const pagedSchema = <T extends v.GenericSchema>(list: T) =>
  v.object({ list, total: v.number(), page: v.number(), pageSize: v.number() });

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The platform's business envelope: `success: false` is a business error (display chosen by showType). */
export interface ResponseStructure<T = unknown> {
  success: boolean;
  data?: T;
  errorCode?: string;
  errorMessage?: string;
  showType?: number;
}

/** Envelope of the industry service and the WeChat share API: code 1000 means success. */
export interface CodeResponse<T> {
  code: number;
  message?: string;
  data: T;
}
