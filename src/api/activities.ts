import * as v from 'valibot';

import { english, IndustrySlugSchema, maybe, MomentSchema } from './common';

const ActivitySpeakerSchema = v.object({ name: v.string(), title: v.string(), bio: v.string() });

const AgendaItemSchema = v.object({ time: v.string(), topic: v.string(), speaker: maybe(v.string()) });

export const ActivitySchema = v.object({
  id: v.string(),
  title: v.string(),
  summary: v.string(),
  /** Its title and summary in English, where the platform has them. */
  en: english,
  format: v.picklist(['online', 'offline', 'live']),
  /** Slug of an industry landing page (src/config/industries.ts). */
  industry: IndustrySlugSchema,
  /** ISO 8601 with +08:00. */
  startTime: MomentSchema,
  endTime: MomentSchema,
  place: v.string(),
  quota: v.number(),
  registered: v.number(),
  status: v.picklist(['upcoming', 'open', 'full', 'closed', 'past']),
  agenda: v.array(AgendaItemSchema),
  speakers: v.array(ActivitySpeakerSchema),
  replayAvailable: v.boolean(),
});

export type Activity = v.InferOutput<typeof ActivitySchema>;
export type ActivityFormat = Activity['format'];
export type ActivityStatus = Activity['status'];
export type ActivitySpeaker = v.InferOutput<typeof ActivitySpeakerSchema>;
export type AgendaItem = v.InferOutput<typeof AgendaItemSchema>;

export interface ActivityQuery {
  industry?: string;
  format?: ActivityFormat;
  /** 'upcoming' = not yet held (upcoming, open, full, closed); 'past' = held. */
  when?: 'upcoming' | 'past';
  page?: number;
  pageSize?: number;
}
