import { useState, type FormEvent } from 'react';
import { validateGate, type GateErrors, type GateValues } from '@/utils/downloads';
import { ConsentBox, FieldError } from './formParts';

interface Props {
  material: Pick<API.Material, 'id' | 'title'>;
  onUnlocked: () => void;
}

type TextField = 'name' | 'email';

const TEXT_FIELDS: { key: TextField; label: string; type: string; autoComplete: string; placeholder?: string }[] = [
  { key: 'name', label: '姓名', type: 'text', autoComplete: 'name' },
  { key: 'email', label: '工作邮箱', type: 'email', autoComplete: 'email', placeholder: 'name@company.com' },
];

/**
 * The "填写信息后下载" gate of a gated material. For now a plain form (name, work email, consent);
 * at merge time its body becomes the lead-form engine with the download form definition and
 * `context={{ materialId: material.id }}`, calling `onUnlocked` when submitted.
 */
export default function DownloadGate({ material, onUnlocked }: Props) {
  const [values, setValues] = useState<GateValues>({ name: '', email: '', consent: false });
  const [errors, setErrors] = useState<GateErrors>({});
  const set = <K extends keyof GateValues>(key: K, value: GateValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onUnlocked();
  };

  const fieldId = (name: string) => `gate-${material.id}-${name}`;
  return (
    <form className="gate" onSubmit={submit} noValidate aria-labelledby={fieldId('title')} data-testid="download-gate">
      <p id={fieldId('title')} className="gate__title">
        填写信息后下载
      </p>
      <p className="gate__text">留下姓名与工作邮箱即可下载本资料，我们可能会就相关研究与您联系。</p>
      {TEXT_FIELDS.map((f) => (
        <div className="gate__field" key={f.key}>
          <label htmlFor={fieldId(f.key)}>{f.label}</label>
          <input
            id={fieldId(f.key)}
            name={f.key}
            type={f.type}
            autoComplete={f.autoComplete}
            placeholder={f.placeholder}
            value={values[f.key]}
            onChange={(e) => set(f.key, e.target.value)}
            aria-invalid={Boolean(errors[f.key])}
            aria-describedby={errors[f.key] ? fieldId(`${f.key}-error`) : undefined}
          />
          <FieldError id={fieldId(`${f.key}-error`)} message={errors[f.key]} />
        </div>
      ))}
      <ConsentBox id={fieldId('consent')} checked={values.consent} onChange={(c) => set('consent', c)} error={errors.consent}>
        我已阅读并同意
      </ConsentBox>
      <button type="submit" className="btn btn--primary gate__submit">
        提交并解锁下载
      </button>
    </form>
  );
}
