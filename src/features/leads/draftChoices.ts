import type { FieldDefinition } from '@/config/forms/fields';

import type { FormDraft } from './draft';

/**
 * A kept draft's choices as the form offers them now: a choice kept by its words (drafts kept before the choices had
 * codes) becomes its code, and one the form no longer offers is dropped rather than shown as a raw value. Text, dates,
 * stars and the fields without options are kept as they are.
 */
export function currentChoices(fields: readonly FieldDefinition[], values: FormDraft['values']): FormDraft['values'] {
  const restored: FormDraft['values'] = { ...values };
  for (const field of fields) {
    const options = field.options;
    if (!options?.length || !(field.name in values)) continue;
    const codeOf = (value: unknown) => options.find((o) => o.value === value || o.label === value)?.value;
    const value = values[field.name];
    if (Array.isArray(value)) {
      restored[field.name] = value.map(codeOf).filter((code): code is string => code !== undefined);
    } else if (value !== null && value !== '') {
      const code = codeOf(value);
      if (code === undefined) delete restored[field.name];
      else restored[field.name] = code;
    }
  }
  return restored;
}
