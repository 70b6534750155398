import { type ReactNode, type Ref, useId } from 'react';

import { INDUSTRY_OPTIONS } from '@/config/industries';
import { FILTER_BAR } from '@/content/ui/listControls';
import type { IndustrySlug } from '@/lib/industry';

import './index.css';

/** The filter bar of a list page: a tinted band of labelled native controls (plain HTML, no antd). */
export default function FilterBar({ children }: { children: ReactNode }) {
  return <div className="filter-bar">{children}</div>;
}

interface Option<T extends string> {
  value: T;
  label: string;
}

/**
 * What a control sets in the address (`data-query-param`, and `data-query-value` on a button): every view of a list that
 * one tap reaches is then known from the page itself (the pre-renderer writes those views too, scripts/prerender).
 */
const queryParam = (param: string, value?: string) => ({
  'data-query-param': param,
  ...(value === undefined ? {} : { 'data-query-value': value }),
});

interface SelectProps<T extends string> {
  /** The query parameter it sets. */
  param: string;
  label: string;
  value: T | undefined;
  /** The first option, meaning "no filter". */
  allLabel: string;
  options: readonly Option<T>[];
  onChange: (value: T | undefined) => void;
  testId: string;
}

/** One value among many, as a native select ("all" first). */
export function FilterSelect<T extends string>({ param, label, value, allLabel, options, onChange, testId }: SelectProps<T>) {
  return (
    <label className="filter-bar__field">
      <span className="filter-bar__label">{label}</span>
      <select
        className="filter-bar__select"
        value={value ?? ''}
        onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value)}
        data-testid={testId}
        {...queryParam(param)}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The industry select of a list (every landing industry, "全部行业" first). */
export function IndustrySelect({
  value,
  onChange,
  testId,
}: {
  value: IndustrySlug | undefined;
  onChange: (value: IndustrySlug | undefined) => void;
  testId: string;
}) {
  return (
    <FilterSelect
      param="industry"
      label={FILTER_BAR.industry}
      value={value}
      allLabel={FILTER_BAR.allIndustries}
      options={INDUSTRY_OPTIONS}
      onChange={onChange}
      testId={testId}
    />
  );
}

interface ChipsProps<T extends string> {
  /** The query parameter it sets. */
  param: string;
  label: string;
  value: T | undefined;
  options: readonly Option<T>[];
  onChange: (value: T | undefined) => void;
  testId?: string;
}

/** One choice among a few, as toggle buttons ("全部" first). */
export function FilterChips<T extends string>({ param, label, value, options, onChange, testId }: ChipsProps<T>) {
  const labelId = useId();
  return (
    <div className="filter-bar__field" role="group" aria-labelledby={labelId} data-testid={testId}>
      <span id={labelId} className="filter-bar__label">
        {label}
      </span>
      <div className="filter-bar__chips">
        {[{ value: undefined, label: FILTER_BAR.all }, ...options].map((o) => (
          <button
            key={o.value ?? ''}
            type="button"
            className={`chip filter-bar__chip${value === o.value ? ' filter-bar__chip--active' : ''}`}
            aria-pressed={value === o.value}
            onClick={() => value !== o.value && onChange(o.value)}
            {...(o.value === undefined ? {} : queryParam(param, o.value))}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A filter set by a link rather than a control, shown as a removable tag. */
export function FilterTag({
  label,
  text,
  clearLabel,
  onClear,
  testId,
}: {
  label: string;
  text: string;
  clearLabel: string;
  onClear: () => void;
  testId: string;
}) {
  return (
    <div className="filter-bar__field">
      <span className="filter-bar__label">{label}</span>
      <span className="filter-bar__tag" data-testid={testId}>
        {text}
        <button type="button" aria-label={clearLabel} onClick={onClear}>
          ×
        </button>
      </span>
    </div>
  );
}

interface SummaryProps {
  /** The count line; nothing while there is none (loading, error). */
  children?: ReactNode;
  testId?: string;
  /** Shows "清除筛选" when given (the list is filtered). */
  onClear?: () => void;
  /** The list top: paging scrolls it into view. */
  topRef?: Ref<HTMLDivElement>;
}

/** The count line above a list, with a "clear filters" button when filtered. */
export function FilterSummary({ children, testId, onClear, topRef }: SummaryProps) {
  return (
    <div ref={topRef} className="spread filter-bar__summary">
      {children ? (
        <p aria-live="polite" data-testid={testId}>
          {children}
        </p>
      ) : null}
      {onClear && (
        <button type="button" className="link-button" onClick={onClear}>
          {FILTER_BAR.clear}
        </button>
      )}
    </div>
  );
}
