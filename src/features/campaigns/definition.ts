/**
 * A campaign on the site: its lead form, its state in time, and the key its leads are filed under. The definition's
 * schema, with the marketer's Chinese reasons, is src/api/campaign.ts: the request layer checks every campaign the
 * platform answers with it, and the mocked platform every definition it publishes.
 * Relative imports only: mock/ imports this file outside the app's aliases.
 */
import type * as API from '../../api';
import type { CampaignPreset } from '../../api/campaign';
import type { CampaignFormKey } from '../../config/forms';
import { CLIENT_CONSENTS, COMPANY, EMAIL, type FieldDefinition, INDUSTRY, JOB_TITLE, MOBILE, NAME, NEED } from '../../config/forms/fields';

/** The field each preset a campaign may pick stands for (its name in the lead is the preset's). */
export const CAMPAIGN_PRESETS = {
  name: NAME,
  mobile: MOBILE,
  email: EMAIL,
  company: COMPANY,
  jobTitle: JOB_TITLE,
  industry: INDUSTRY,
  need: NEED,
} satisfies Record<CampaignPreset, FieldDefinition>;

/** A campaign lead's `formKey`: the campaign's id, apart from the forms of the site's code. */
export const campaignFormKey = (id: string): CampaignFormKey => `campaign:${id}`;
export const campaignIdOfFormKey = (formKey: string) => (formKey.startsWith('campaign:') ? formKey.slice('campaign:'.length) : undefined);

/** How long after its end a campaign still takes leads: a visitor who opened the page before the end loses nothing. */
export const LATE_LEAD_GRACE_MS = 3600_000;

export type CampaignState = API.CampaignStatus;
type TimeState = Exclude<CampaignState, 'draft'>;

/** A preview token as the platform hands it to the marketer: what the site passes on with `?preview=`. */
export const PREVIEW_TOKEN_RE = /^[A-Za-z0-9_-]{16,64}$/;

export function campaignState(campaign: Pick<API.CampaignDefinition, 'startsAt' | 'endsAt'>, now: number): TimeState {
  if (now < Date.parse(campaign.startsAt)) return 'upcoming';
  return now < Date.parse(campaign.endsAt) ? 'live' : 'ended';
}

/** Whether a lead sent at `now` is taken: while live, and for an hour after the end. */
export const takesLeads = (campaign: Pick<API.CampaignDefinition, 'startsAt' | 'endsAt'>, now: number) =>
  Date.parse(campaign.startsAt) <= now && now < Date.parse(campaign.endsAt) + LATE_LEAD_GRACE_MS;

/** The campaign's form as the engine runs it and the mock validates its leads: its fields, then the consents. */
export function campaignFields(campaign: API.CampaignDefinition): FieldDefinition[] {
  const fields = campaign.fields.map((field): FieldDefinition => {
    if ('preset' in field) {
      const preset = CAMPAIGN_PRESETS[field.preset];
      return field.required === undefined ? preset : { ...preset, required: field.required };
    }
    const { name, kind, label, required, help, options, maxSelected, maxLength } = field.question;
    return {
      name,
      kind,
      label,
      required,
      ...(help ? { help } : {}),
      ...(options ? { options: options.map((o) => ({ value: o, label: o })) } : {}),
      ...(maxSelected ? { maxSelected } : {}),
      ...(maxLength ? { maxLength } : {}),
    };
  });
  return [...fields, ...CLIENT_CONSENTS];
}
