import { type FormEvent, useState } from 'react';

import { RECEIVER_EMAIL } from '@/config/forms/fields';
import { SEND_BY_EMAIL } from '@/content/ui/materials';
import { CONSENT_MESSAGE, validateField } from '@/features/leads/validation';
import { isBizError } from '@/request/errors';
import { sendMaterialByEmail } from '@/services/materials';

import { ConsentBox, FieldError } from './emailFormParts';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Have the file sent by email: POST /api/platform/materials/send, with its errors shown on the form. */
export default function SendByEmail({ materialId }: { materialId: string }) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: validateField(RECEIVER_EMAIL, email) ?? undefined, consent: consent ? undefined : CONSENT_MESSAGE };
    setErrors(found);
    if (found.email || found.consent) return;
    setStatus({ kind: 'sending' });
    try {
      await sendMaterialByEmail({ id: materialId, email: email.trim(), consent: true });
      setStatus({ kind: 'sent' });
    } catch (error) {
      const message = isBizError(error) && error.info.errorMessage ? error.info.errorMessage : SEND_BY_EMAIL.failed;
      setStatus({ kind: 'failed', message });
    }
  };

  if (status.kind === 'sent') {
    return (
      <p className="mail-form__sent" role="status" data-testid="send-done">
        {SEND_BY_EMAIL.sent}
      </p>
    );
  }

  return (
    <form className="mail-form" onSubmit={submit} noValidate data-testid="send-form">
      <label htmlFor="mail-form-email" className="mail-form__label">
        {SEND_BY_EMAIL.label}
      </label>
      <div className="mail-form__row">
        <input
          sensors-disable="true"
          id="mail-form-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@company.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((v) => ({ ...v, email: undefined }));
          }}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'mail-form-email-error' : undefined}
        />
        <button type="submit" className="btn btn--primary" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? SEND_BY_EMAIL.sending : SEND_BY_EMAIL.send}
        </button>
      </div>
      <FieldError id="mail-form-email-error" message={errors.email} />
      <ConsentBox
        id="mail-form-consent"
        checked={consent}
        onChange={(checked) => {
          setConsent(checked);
          setErrors((v) => ({ ...v, consent: undefined }));
        }}
        error={errors.consent}
      >
        {SEND_BY_EMAIL.consent}
      </ConsentBox>
      <FieldError message={status.kind === 'failed' ? status.message : undefined} />
    </form>
  );
}
