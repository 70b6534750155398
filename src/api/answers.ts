/**
 * Every answer of the platform the site reads, by name, with its schema. The request layer loads this module with the
 * first answer it checks, so the first page carries none of it.
 */
import * as v from 'valibot';

import { CONTENT_KINDS, type ItemKind } from '../config/contentKinds';
import { type ActivityQuery, ActivitySchema } from './activities';
import { type ArticleQuery, HotTopicSchema, InsightDetailSchema, InsightSummarySchema } from './articles';
import { CampaignSchema, readCampaign } from './campaign';
import { type CaseQuery, CaseStudySchema, CaseSummarySchema } from './cases';
import { type Paged, pagedSchema } from './common';
import { LeadReceiptSchema, RightsReceiptSchema, VerificationTicketSchema } from './leads';
import { type MaterialQuery, MaterialSchema, MaterialSummarySchema } from './materials';
import { IndustryItemSchema, WechatShareConfigSchema, WechatVisitorSchema } from './platform';
import { type ServiceQuery, ServiceSchema, ServiceSummarySchema } from './services';

/** Each kind's item, and an item as its list shows it. */
export const KIND_SCHEMAS = {
  activity: { item: ActivitySchema, listed: ActivitySchema },
  service: { item: ServiceSchema, listed: ServiceSummarySchema },
  insight: { item: InsightDetailSchema, listed: InsightSummarySchema },
  hotTopic: { item: HotTopicSchema, listed: HotTopicSchema },
  case: { item: CaseStudySchema, listed: CaseSummarySchema },
  material: { item: MaterialSchema, listed: MaterialSummarySchema },
  campaign: { item: CampaignSchema, listed: CampaignSchema },
} satisfies Record<ItemKind, { item: v.GenericSchema; listed: v.GenericSchema }>;

/** A table with an entry for every kind (a kind missing from it does not compile). */
type EveryKind<T extends Record<ItemKind, unknown>> = T;

type Schemas = typeof KIND_SCHEMAS;

/** What the item endpoint of each kind answers: the output of its schema. */
export type ItemOf = { [K in ItemKind]: v.InferOutput<Schemas[K]['item']> };

/** What the list endpoint of each kind takes (its filters and page) and lists (the output of its schema). */
export type ListOf = {
  [K in ItemKind]: { query: QueryOf[K]; item: v.InferOutput<Schemas[K]['listed']> };
};

/** What the list endpoint of each kind takes: its filters and page. */
type QueryOf = EveryKind<{
  activity: ActivityQuery;
  service: ServiceQuery;
  insight: ArticleQuery;
  hotTopic: ArticleQuery;
  case: CaseQuery;
  material: MaterialQuery;
  campaign: Record<string, never>;
}>;

/** What the list endpoint of a kind answers: one page of its items, or all of them (`paged` in its entry). */
export type ListAnswer<K extends ItemKind> = (typeof CONTENT_KINDS)[K]['paged'] extends true
  ? Paged<ListOf[K]['item']>
  : ListOf[K]['item'][];

/**
 * A list of items, each checked on its own: an item of the wrong shape is left out (its own page says it cannot be
 * shown) rather than taking the whole list with it.
 */
const eachChecked = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((entry) => {
        const checked = v.safeParse(item, entry);
        return checked.success ? [checked.output as v.InferOutput<S>] : [];
      }),
    ),
  );

const kindAnswers = Object.fromEntries(
  (Object.keys(KIND_SCHEMAS) as ItemKind[]).flatMap((kind) => {
    const { item, listed } = KIND_SCHEMAS[kind];
    return [
      [`item:${kind}`, item],
      [`list:${kind}`, CONTENT_KINDS[kind].paged ? pagedSchema(eachChecked(listed)) : eachChecked(listed)],
    ];
  }),
) as Record<`item:${ItemKind}` | `list:${ItemKind}`, v.GenericSchema>;

export const ANSWERS = {
  ...kindAnswers,
  industryList: v.array(IndustryItemSchema),
  leadReceipt: LeadReceiptSchema,
  rightsReceipt: RightsReceiptSchema,
  verificationTicket: VerificationTicketSchema,
  wechatShare: WechatShareConfigSchema,
  wechatVisitor: WechatVisitorSchema,
  /** An accepted request (`{ accepted: true }`). */
  accepted: v.object({ accepted: v.literal(true) }),
};

export type AnswerName = keyof typeof ANSWERS;

export type AnswerCheck = { ok: true; data: unknown } | { ok: false; where: string };

/** Checks `data` of a successful answer: the schema's output, or what is wrong with it (for the logs, never shown). */
export function checkData(name: AnswerName, data: unknown): AnswerCheck {
  const schema: v.GenericSchema | undefined = ANSWERS[name];
  if (!schema) return { ok: false, where: `no answer is named ${name}` };
  const result = v.safeParse(schema, data);
  if (result.success) return { ok: true, data: result.output };
  // A campaign says why in the words of the marketer who wrote it (the build and the refresh print them).
  const campaign = name === 'item:campaign' ? readCampaign(data) : undefined;
  if (campaign && !campaign.ok) return { ok: false, where: `${name}: ${campaign.reasons.join('; ')}` };
  const [first] = result.issues;
  return { ok: false, where: `${name} ${v.getDotPath(first) ?? '(root)'}: ${first.message}` };
}
