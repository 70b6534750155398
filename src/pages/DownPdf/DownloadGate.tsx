import { Link } from '@umijs/max';
import { useState, type FormEvent } from 'react';
import { validateGate, type GateErrors, type GateValues } from '@/utils/downloads';

interface Props {
  material: Pick<API.Material, 'id' | 'title'>;
  onUnlocked: () => void;
}

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
      <div className="gate__field">
        <label htmlFor={fieldId('name')}>姓名</label>
        <input
          id={fieldId('name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? fieldId('name-error') : undefined}
        />
        {errors.name && (
          <p id={fieldId('name-error')} className="gate__error" role="alert">
            {errors.name}
          </p>
        )}
      </div>
      <div className="gate__field">
        <label htmlFor={fieldId('email')}>工作邮箱</label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@company.com"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? fieldId('email-error') : undefined}
        />
        {errors.email && (
          <p id={fieldId('email-error')} className="gate__error" role="alert">
            {errors.email}
          </p>
        )}
      </div>
      <div className="gate__consent">
        <input
          id={fieldId('consent')}
          type="checkbox"
          checked={values.consent}
          onChange={(e) => set('consent', e.target.checked)}
          aria-invalid={Boolean(errors.consent)}
        />
        <label htmlFor={fieldId('consent')}>
          我已阅读并同意<Link to="/privacy">《个人信息保护说明》</Link>
        </label>
      </div>
      {errors.consent && (
        <p className="gate__error" role="alert">
          {errors.consent}
        </p>
      )}
      <button type="submit" className="btn btn--primary gate__submit">
        提交并解锁下载
      </button>
    </form>
  );
}
