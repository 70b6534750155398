import { Link } from '@umijs/max';
import type { ReactNode } from 'react';

import { EMAIL_FORM_PARTS } from '@/content/ui/materials';

/** A field's Chinese error under it (announced). */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mail-form__error" role="alert">
      {message}
    </p>
  );
}

interface ConsentProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** Text before the link to /privacy. */
  children: ReactNode;
}

/** The consent checkbox of the e-mail form, linking to the personal information notice. */
export function ConsentBox({ id, checked, onChange, error, children }: ConsentProps) {
  return (
    <>
      <div className="mail-form__consent">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={Boolean(error)} />
        <label htmlFor={id}>
          {children}
          <Link to="/privacy">{EMAIL_FORM_PARTS.privacyLink}</Link>
        </label>
      </div>
      <FieldError message={error} />
    </>
  );
}
