/**
 * Every answer of the platform the site reads, by name, with its schema. The request layer loads this module with the
 * first answer it checks, so the first page carries none of it.
 */
import * as v from 'valibot';

import { readCampaign } from '@/api/campaign';
import { pagedSchema } from '@/api/common';
import { LeadReceiptSchema, RightsReceiptSchema, VerificationTicketSchema } from '@/api/leads';
import { IndustryItemSchema, WechatShareConfigSchema, WechatVisitorSchema } from '@/api/platform';
import { CONTENT_KINDS, type ItemKind } from '@/kinds';
import { KIND_MODULES } from '@/kinds/all';

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
  (Object.keys(KIND_MODULES) as ItemKind[]).flatMap((kind) => {
    const { item, listed }: { item: v.GenericSchema; listed: v.GenericSchema } = KIND_MODULES[kind].schema;
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
