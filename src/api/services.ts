import * as v from 'valibot';

import { english, IndustrySlugSchema, ServiceIdSchema } from './common';

const ServiceStepSchema = v.object({ title: v.string(), text: v.string() });
/** client: a kind of client, e.g. 私募股权基金. */
const ServiceUseCaseSchema = v.object({ client: v.string(), scenario: v.string() });
const ServiceFaqSchema = v.object({ question: v.string(), answer: v.string() });
const ServiceFactSchema = v.object({ value: v.string(), label: v.string() });

/** What a catalogue card needs (pitch: one line; formPath: its enquiry form, src/config/forms). */
export const ServiceSummarySchema = v.object({
  id: ServiceIdSchema,
  name: v.string(),
  pitch: v.string(),
  industries: v.array(IndustrySlugSchema),
  formPath: v.string(),
  /** Its title and summary in English, where the platform has them. */
  en: english,
});

export const ServiceSchema = v.object({
  ...ServiceSummarySchema.entries,
  /** Paragraphs. */
  description: v.array(v.string()),
  facts: v.array(ServiceFactSchema),
  steps: v.array(ServiceStepSchema),
  deliverables: v.array(v.string()),
  useCases: v.array(ServiceUseCaseSchema),
  faq: v.array(ServiceFaqSchema),
});

export type ServiceSummary = v.InferOutput<typeof ServiceSummarySchema>;
export type Service = v.InferOutput<typeof ServiceSchema>;
export type ServiceStep = v.InferOutput<typeof ServiceStepSchema>;
export type ServiceUseCase = v.InferOutput<typeof ServiceUseCaseSchema>;
export type ServiceFaq = v.InferOutput<typeof ServiceFaqSchema>;
export type ServiceFact = v.InferOutput<typeof ServiceFactSchema>;

export interface ServiceQuery {
  industry?: string;
}
