/**
 * The shape of a lead form, apart from the list of forms (index.ts), so that the forms' parts (serviceForms.ts,
 * privacyRequests.ts) and the list need not import each other. Keys are type parameters here: `FormKey` is the list's.
 */
import type { SubmitEndpoint } from '../leadApi';
import type { Locale } from '../locales';
import type { FieldDefinition } from './fields';

/** The kinds of form a visitor sends about a need, an event, research or joining (each has its page copy and result). */
export type PageFormKind = 'service' | 'survey' | 'special' | 'insight' | 'activity' | 'download' | 'expert' | 'campaign';
/** Those, and the personal centre's request about the visitor's own information (no page or result of its own). */
export type FormKind = PageFormKind | 'privacy';

export interface Fact {
  label: string;
  value: string;
}

/** Where an activity form's event comes from. */
export type ActivityBinding =
  /** `?id=` of the activities API: registration, or the replay of a past activity. */
  | { source: 'query'; mode: 'register' | 'replay' }
  /** One activity of the activities API, fixed by the form. */
  | { source: 'fixed'; id: string }
  /** A recurring event described here (no single date in the activities API). */
  | { source: 'static'; facts: readonly Fact[] };

/** The key of a campaign's form: its id on the firm's platform (src/features/campaigns/definition.ts). */
export type CampaignFormKey = `campaign:${string}`;

/** A form the engine runs: one of the site's code (`FormKey` of index.ts), or a campaign's published on the platform. */
export interface FormDefinition<Key extends string = string> {
  key: Key;
  kind: FormKind;
  /** Route of the form; absent for a form that is only embedded in other pages. */
  path?: string;
  /** The edition whose rules and words it runs in (English: src/config/forms/englishForms.ts); Chinese when absent. */
  locale?: Locale;
  /** Page title, in the form's language; omitted where the spec leaves the page untitled. */
  title?: string;
  /** Short topic in the form's language, used in the heading, the result page and the lead record. */
  topic: string;
  /**
   * Route of the result page; absent for an embedded form (its onSubmitted decides what follows). With a query of its
   * own (a campaign's `?id=`), the result page is reached at exactly that address.
   */
  resultPath?: string;
  resultTitle?: string;
  fields: readonly FieldDefinition[];
  /** API the answers are posted to. */
  endpoint: SubmitEndpoint;
  submitLabel: string;
  /** Analytics item key of the submit button (default 'lead-submit'; the form's key is its tag). */
  submitItemKey?: string;
  /**
   * What a link or button that opens this form says: it names the form's service, so a call to action keeps its
   * word (a link labelled with this opens exactly this form). Every routed service form has one.
   */
  cta?: string;
  activity?: ActivityBinding;
  /** A draft shown to its author: the answers are validated, never sent; `note` says so after 提交. */
  preview?: { note: string };
}

/** A form with its own route and result route. */
export interface RoutedFormDefinition<Key extends string = string> extends FormDefinition<Key> {
  kind: PageFormKind;
  path: string;
  resultPath: string;
}
