import type { ReactNode } from 'react';
import { INDUSTRY_OPTIONS } from '@/utils/industryFilter';
import type { ListFilter } from './filters';

interface ChipsProps<T extends string> {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  testId: string;
}

/** One choice among a few, as buttons ("全部" first). */
export function FilterChips<T extends string>({ label, value, options, onChange, testId }: ChipsProps<T>) {
  return (
    <div className="list-filter__field" role="group" aria-label={label} data-testid={testId}>
      <span className="list-filter__label" aria-hidden="true">
        {label}
      </span>
      <div className="list-filter__chips">
        {[{ value: undefined, label: '全部' }, ...options].map((o) => (
          <button
            key={o.label}
            type="button"
            className={`list-filter__chip${value === o.value ? ' list-filter__chip--active' : ''}`}
            aria-pressed={value === o.value}
            onClick={() => value !== o.value && onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

interface SelectProps {
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  testId: string;
}

export function FilterSelect({ label, value, allLabel, options, onChange, testId }: SelectProps) {
  return (
    <label className="list-filter__field">
      <span className="list-filter__label">{label}</span>
      <select className="list-filter__select" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)} data-testid={testId}>
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

export function IndustrySelect({ filter, apply }: { filter: ListFilter; apply: (change: Partial<ListFilter>) => void }) {
  return (
    <FilterSelect
      label="行业"
      value={filter.industry}
      allLabel="全部行业"
      options={INDUSTRY_OPTIONS}
      onChange={(v) => apply({ industry: v as ListFilter['industry'] })}
      testId="filter-industry"
    />
  );
}

/** The count line above a list, with a "clear filters" button when filtered. */
export function ListSummary({ children, onClear }: { children: ReactNode; onClear?: () => void }) {
  return (
    <div className="list-filter__summary">
      <p aria-live="polite" data-testid="list-total">
        {children}
      </p>
      {onClear && (
        <button type="button" className="list-filter__clear" onClick={onClear}>
          清除筛选
        </button>
      )}
    </div>
  );
}
