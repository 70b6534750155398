declare namespace API {
  /**
   * The engine's field presets a campaign picks by name (src/config/forms/fields.ts): the firm's first-contact fields,
   * with their labels, rules and autofill as every other form has them.
   */
  type CampaignPreset = 'name' | 'mobile' | 'email' | 'company' | 'jobTitle' | 'industry' | 'need';

  /** The kinds of question a campaign may add: the ones the form engine knows that a marketer can describe in words. */
  type CampaignQuestionKind = 'text' | 'textarea' | 'select' | 'radio' | 'checkboxGroup';

  /** A question of the campaign's own. */
  interface CampaignQuestion {
    /** Its key in the lead: lower camelCase letters and digits, unique in the campaign. */
    name: string;
    kind: CampaignQuestionKind;
    /** Chinese label, also named in the validation messages. */
    label: string;
    required?: boolean;
    /** A short hint under the control. */
    help?: string;
    /** select, radio, checkboxGroup: the choices, as the visitor reads them (2 to 12). */
    options?: string[];
    /** checkboxGroup: at most this many choices. */
    maxSelected?: number;
    /** text, textarea: the longest answer in characters (at most the engine's limit of the kind). */
    maxLength?: number;
  }

  /** One field of a campaign's form, in order: a preset by name, or a question of its own. */
  type CampaignField = { preset: CampaignPreset; required?: boolean } | { question: CampaignQuestion };

  /** A campaign as the firm's platform publishes it: its form, its page, its share card and its result page. */
  interface CampaignDefinition {
    /** Its address: /campaign?id=<id>. Lower case letters, digits and '-'. */
    id: string;
    /** The page's heading and the browser tab's title. */
    title: string;
    /** The topic its leads are filed under in the firm's inbox. */
    topic: string;
    /** One or two paragraphs above the form. */
    intro: string;
    /** What the visitor gets ("您将获得"), one line each. */
    highlights: string[];
    /** Which of the site's illustrations the page shows. */
    illustration: 'services' | 'research' | 'activities' | 'about' | 'forms' | 'survey' | 'materials';
    /** The share card (WeChat) and link preview. */
    share: { title: string; description: string };
    /** The result page after a lead is accepted. */
    result: { title: string; text: string; nextSteps: string[] };
    /** When it opens and ends: ISO 8601 with the offset, Beijing time ('2026-12-01T09:00:00+08:00'). */
    startsAt: string;
    endsAt: string;
    /** Its fields in order; the privacy consent is appended by the site and cannot be removed. */
    fields: CampaignField[];
  }

  /**
   * Where a campaign stands, as the platform says when it answers (the site shows what the answer says); `draft` only
   * to a preview with its token, never in the list or to an address without it.
   */
  type CampaignStatus = 'upcoming' | 'live' | 'ended' | 'draft';

  /** A campaign as the platform serves it: its definition and where it stands now. */
  interface Campaign extends CampaignDefinition {
    status: CampaignStatus;
  }
}
