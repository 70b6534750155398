import { Link } from '@umijs/max';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Rate from 'antd/es/rate';
import Select from 'antd/es/select';
import { type CSSProperties, lazy } from 'react';

import { consentOf, type FieldDefinition } from '@/config/forms/fields';
import { FIELD_CONTROL_INPUT } from '@/content/ui/leadPages';
import { maxLengthOf } from '@/features/leads/validation';
import { afterNextPaint } from '@/lib/afterPaint';
import { WhenReached } from '@/prerender';

import { useLeadEdition } from '../edition';
import { usePopupWarmUp } from './usePopupWarmUp';

const DateField = lazy(() => import('./DateField'));
/** The date picker's script loads as soon as the form's has run, as the form's own part would. */
const atOnce = () => true;

/** Value and change handler injected by antd's Form.Item. */
interface Injected {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  checked?: boolean;
}

const TEXTAREA_ROWS = { min: 3, max: 8 } as const;
/** The rows for the stylesheet, where the browser grows the field itself (LeadFormEngine.css). */
const TEXTAREA_ROWS_STYLE = { '--rows-min': TEXTAREA_ROWS.min, '--rows-max': TEXTAREA_ROWS.max } as CSSProperties;
/**
 * Whether the browser sizes a field to its text (CSS `field-sizing`): then the stylesheet grows a long text, and antd
 * does not measure it at each key (a hidden copy of the field and a layout read, also in the commit that brings the
 * form alive). Elsewhere (WebKit) antd does. Read in the browser only; the HTML is the same either way.
 */
const growsByCss = () => typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** Radios, check boxes and stars: a group (`radiogroup`, `group`) named by its question, not a labelled control. */
export const isChoiceGroup = (field: FieldDefinition) =>
  field.kind === 'radio' || field.kind === 'checkboxGroup' || field.kind === 'rating';

/** Drop-downs and the date picker open on a press or a tap of no button (one before the form's script ran is replayed). */
export const opensOnPress = (field: FieldDefinition) => field.kind === 'select' || field.kind === 'multiSelect' || field.kind === 'date';

/** The id of a group's question, which the engine renders as the field's label. */
export const groupLabelId = (field: FieldDefinition) => `${field.name}_label`;

interface ChoiceSelectProps {
  field: FieldDefinition;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  options: { value: string; label: string }[];
}

/** A drop-down (one choice or several), its list drawn ahead of the first tap (usePopupWarmUp). */
function ChoiceSelect({ field, id, value, onChange, options }: ChoiceSelectProps) {
  const { open, onOpenChange, popupClass } = usePopupWarmUp();
  const { control: FIELD_CONTROL } = useLeadEdition();
  return (
    <Select
      id={id}
      value={value as string | string[] | undefined}
      onChange={(v) => onChange?.(v)}
      mode={field.kind === 'multiSelect' ? 'multiple' : undefined}
      options={options}
      placeholder={field.placeholder ?? FIELD_CONTROL.selectPlaceholder}
      allowClear
      showSearch={false}
      maxCount={field.maxSelected}
      popupMatchSelectWidth
      // A short list: drawn whole, not measured item by item as a virtual list is (the first open answers sooner).
      virtual={false}
      open={open}
      onOpenChange={onOpenChange}
      classNames={{ popup: { root: popupClass } }}
    />
  );
}

/** The antd control of one field kind. Form.Item injects value/onChange; it passes them on. */
export default function FieldControl({ field, ...injected }: { field: FieldDefinition } & Injected) {
  const { id, value, onChange, checked } = injected;
  const { control: FIELD_CONTROL, rules, privacyPath, pledges } = useLeadEdition();
  // A text field is checked when left (Form.Item's onBlur), in the task after the next frame: leaving it is a tap on
  // something else (a drop-down opening, 提交), whose answer must not wait for this field's check and its render.
  const onBlur = injected.onBlur && (() => afterNextPaint(() => injected.onBlur?.()));
  const options = field.options?.map((o) => ({ value: o.value, label: o.label })) ?? [];
  const text = { id, value: value as string | undefined, placeholder: field.placeholder, autoComplete: field.autoComplete, onBlur };
  switch (field.kind) {
    case 'mobile':
    case 'intlMobile':
      return (
        <Input
          {...text}
          type="tel"
          // Digits only for a mainland number; a number with its country code starts with '+'.
          inputMode={field.kind === 'mobile' ? 'numeric' : 'tel'}
          autoComplete={field.autoComplete ?? 'tel'}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'email':
      return <Input {...text} inputMode="email" autoCapitalize="off" spellCheck={false} onChange={(e) => onChange?.(e.target.value)} />;
    case 'url':
      return (
        <Input {...text} type="url" inputMode="url" autoCapitalize="off" spellCheck={false} onChange={(e) => onChange?.(e.target.value)} />
      );
    case 'tags':
      return (
        <Select
          id={id}
          value={value as string[] | undefined}
          onChange={(v) => onChange?.(v)}
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={FIELD_CONTROL_INPUT.tagSeparators}
          placeholder={field.placeholder}
          maxCount={field.maxSelected}
          onBlur={onBlur}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...text}
          // The pre-rendered field is as tall as the running one (3 rows): nothing moves under the visitor's finger
          // when the form comes alive (a tap on 提交 that lands elsewhere is lost).
          rows={TEXTAREA_ROWS.min}
          style={TEXTAREA_ROWS_STYLE}
          autoSize={growsByCss() ? false : { minRows: TEXTAREA_ROWS.min, maxRows: TEXTAREA_ROWS.max }}
          count={{ show: true, max: maxLengthOf(field) }}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'select':
    case 'multiSelect':
      return <ChoiceSelect field={field} id={id} value={value} onChange={onChange} options={options} />;
    case 'radio': {
      const note = field.options?.find((o) => o.value === value)?.note;
      return (
        <>
          <Radio.Group
            id={id}
            aria-labelledby={groupLabelId(field)}
            value={value}
            onChange={(e) => onChange?.(e.target.value)}
            options={options}
            className="lead-form__choices"
          />
          {/* What follows from the answer picked, said at once (a live region there before any answer). */}
          {field.options?.some((o) => o.note) && (
            <p className="lead-form__choice-note" role="status" data-testid={`${field.name}-note`} hidden={!note}>
              {note}
            </p>
          )}
        </>
      );
    }
    case 'checkboxGroup':
      return (
        <Checkbox.Group
          aria-labelledby={groupLabelId(field)}
          value={value as string[] | undefined}
          onChange={(v) => onChange?.(v)}
          options={options}
          className="lead-form__choices"
        />
      );
    case 'rating':
      return (
        // The stars are radios: this is their group (their list stays a list).
        <div className="lead-form__rating" role="radiogroup" aria-labelledby={groupLabelId(field)}>
          <Rate
            id={id}
            value={value as number | undefined}
            onChange={(v) => onChange?.(v || undefined)}
            count={field.scale ?? 5}
            tooltips={FIELD_CONTROL.ratingTips}
          />
          {typeof value === 'number' && value > 0 && <span className="lead-form__rating-text">{FIELD_CONTROL.ratingTips[value - 1]}</span>}
        </div>
      );
    case 'date':
      return (
        // Its script comes just after the form's: a tap on it meanwhile is held and replayed once it runs.
        <WhenReached fallback={<Input disabled placeholder={FIELD_CONTROL.dateLoading} />} wakeAtOnce={atOnce}>
          <DateField field={field} id={id} value={value as string | undefined} onChange={onChange} />
        </WhenReached>
      );
    case 'consent': {
      const consent = consentOf(field)!;
      return (
        <Checkbox id={id} checked={checked} onChange={(e) => onChange?.(e.target.checked)}>
          {consent === 'privacy' && (
            <>
              {FIELD_CONTROL.privacyAgree}
              <Link to={privacyPath} target="_blank" rel="noopener">
                {FIELD_CONTROL.privacyLink}
              </Link>
            </>
          )}
          {rules.consents[consent].statement}
        </Checkbox>
      );
    }
    case 'pledge':
      return (
        <Checkbox id={id} checked={checked} onChange={(e) => onChange?.(e.target.checked)}>
          {field.pledge && pledges[field.pledge]}
        </Checkbox>
      );
    case 'text':
    default:
      return <Input {...text} onChange={(e) => onChange?.(e.target.value)} />;
  }
}
