import { useCountDown } from 'ahooks';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import Radio from 'antd/es/radio';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import type * as API from '@/api';
import AntdScope from '@/components/AntdScope';
import { EMAIL, MOBILE } from '@/config/forms/fields';
import { VERIFICATION_CHANNELS, VERIFICATION_RULES, type VerificationChannel } from '@/config/forms/privacyRequests';
import { CONFIRM_COPY } from '@/content/rightsRequests';
import { classifySubmitError } from '@/features/leads/submission';
import { normalizeValue, validateField } from '@/features/leads/validation';
import { classifyFailure } from '@/request/failure';
import { lendConfirmation, type RequestConfirmation, sendVerificationCode } from '@/services/privacy';

const ADDRESS_FIELD = { sms: MOBILE, email: EMAIL } as const;
const CODE_RE = new RegExp(`^\\d{${VERIFICATION_RULES.codeLength}}$`);

/** The address as the platform compares it: a number without separators, an e-mail in lower case. */
const normalized = (channel: VerificationChannel, text: string) => {
  const value = normalizeValue(ADDRESS_FIELD[channel], text);
  return typeof value === 'string' ? (channel === 'email' ? value.toLowerCase() : value) : '';
};

/** The code sent, and where to. */
interface Sent {
  verificationId: string;
  channel: VerificationChannel;
  to: string;
}

/** The step's own fields that can carry a message: where the code goes (`to`), and the code. */
type StepErrors = Partial<Record<'to' | 'code', string>>;

/** Why a code was not sent, in the visitor's words, and how long to wait when the platform said so. */
function sendFailure(error: unknown): { message: string; waitSeconds?: number } {
  const failure = classifyFailure(error);
  const { sendFailed } = CONFIRM_COPY;
  switch (failure.kind) {
    case 'biz': {
      const data = failure.info.data as Partial<API.LeadFieldErrors & API.VerificationWait> | undefined;
      const message = data?.fieldErrors?.to ?? failure.info.errorMessage ?? sendFailed.unknown;
      return { message, waitSeconds: typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : undefined };
    }
    case 'http':
      return { message: sendFailed.http(failure.status) };
    case 'timeout':
    case 'network':
    case 'invalid':
      return { message: sendFailed[failure.kind] };
    default:
      return { message: sendFailed.unknown };
  }
}

/**
 * The step of a rights request that confirms who is asking (/user): how the code comes (手机短信 or 邮箱), the number or
 * address given in a form, 获取验证码 (then 60 s before another), and the 6-digit code. It sits in the lead form engine's
 * form, before its 提交请求, and lends the engine's submission the code typed (src/services/privacy.ts): a step that
 * lacks something says so on its own fields and nothing is sent; the platform's refusal of a code shows on the code
 * field. `optional`: signed in through WeChat, the request may go with the openid alone.
 */
function Step({ optional }: { optional: boolean }) {
  const [channel, setChannel] = useState<VerificationChannel>('sms');
  const [addresses, setAddresses] = useState<Record<VerificationChannel, string>>({ sms: '', email: '' });
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [sentNote, setSentNote] = useState('');
  const [errors, setErrors] = useState<StepErrors>({});
  const [sending, setSending] = useState(false);
  // When another code may go, by number or address a code went to (another one may have its code at once).
  const [waits, setWaits] = useState<Record<string, number>>({});
  const busy = useRef(false);
  const addressInput = useRef<InputRef>(null);
  const codeInput = useRef<InputRef>(null);
  const address = addresses[channel];
  const addressKey = `${channel}:${normalized(channel, address)}`;
  const waitUntil = waits[addressKey];
  // Ticks every second while a wait runs; the seconds are counted here, so the first render of a wait shows it too.
  useCountDown({ targetDate: waitUntil });
  const waitSeconds = waitUntil ? Math.max(0, Math.ceil((waitUntil - Date.now()) / 1000)) : 0;
  const waitFor = (seconds: number) => setWaits((all) => ({ ...all, [addressKey]: Date.now() + seconds * 1000 }));
  const copy = CONFIRM_COPY.address[channel];

  const show = (next: StepErrors) => {
    setErrors(next);
    (next.to ? addressInput : codeInput).current?.focus();
  };

  /** What goes with the request now, read when the engine sends it. */
  const take: RequestConfirmation['take'] = () => {
    const { missing } = CONFIRM_COPY;
    const typed = address.trim();
    const refuse = (next: StepErrors) => {
      show(next);
      return { missing: next as Record<string, string> };
    };
    // Signed in: nothing typed is a request by the openid alone.
    if (optional && !typed && !code.trim()) return {};
    if (!typed) return refuse({ to: missing.address[channel] });
    const invalid = validateField({ ...ADDRESS_FIELD[channel], required: true }, typed);
    if (invalid) return refuse({ to: invalid });
    if (!sent || sent.channel !== channel) return refuse({ code: optional ? missing.signedInUnconfirmed : missing.notRequested });
    if (sent.to !== normalized(channel, typed)) return refuse({ code: missing.addressChanged });
    const typedCode = code.trim();
    if (!typedCode) return refuse({ code: missing.code });
    if (!CODE_RE.test(typedCode)) return refuse({ code: missing.codeFormat });
    setErrors({});
    return { verification: { id: sent.verificationId, code: typedCode } };
  };

  /** How the request ended: a receipt spends the code; a refusal of the code or the address shows on its field. */
  const settled: RequestConfirmation['settled'] = (outcome) => {
    if ('receipt' in outcome) {
      setCode('');
      setSent(null);
      setSentNote('');
      setErrors({});
      return;
    }
    const failure = classifySubmitError(outcome.error);
    if (failure.kind !== 'fields') return;
    const { to, code: codeError } = failure.fieldErrors;
    if (to || codeError) show({ to, code: codeError });
  };

  // The engine reads the step as it is when it sends: the latest of both, lent while the step is shown.
  const latest = useRef({ take, settled });
  latest.current = { take, settled };
  useEffect(() => lendConfirmation({ take: () => latest.current.take(), settled: (o) => latest.current.settled(o) }), []);

  const sendCode = async () => {
    if (busy.current || waitSeconds > 0) return; // one code at a time, and none before the wait is over
    const typed = address.trim();
    const invalid = validateField({ ...ADDRESS_FIELD[channel], required: true }, typed);
    if (invalid) {
      show({ to: invalid });
      return;
    }
    busy.current = true;
    setSending(true);
    setErrors({});
    try {
      const answer = await sendVerificationCode({ channel, to: typed });
      const ticket = answer.data!;
      setSent({ verificationId: ticket.verificationId, channel, to: normalized(channel, typed) });
      setSentNote(CONFIRM_COPY.sent(channel, typed));
      waitFor(ticket.resendAfterSeconds);
      setCode('');
      codeInput.current?.focus();
    } catch (error) {
      const { message, waitSeconds: retryAfter } = sendFailure(error);
      if (retryAfter) waitFor(retryAfter);
      show({ to: message });
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  // Enter in the address asks for the code; it does not send the request.
  const sendOnEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    sendCode();
  };

  return (
    <fieldset className="rights-confirm" data-testid="rights-confirm">
      <legend className="rights-confirm__title">{optional ? CONFIRM_COPY.optionalTitle : CONFIRM_COPY.title}</legend>
      {optional && <p className="rights-confirm__note">{CONFIRM_COPY.optionalNote}</p>}
      <Form component={false} layout="vertical">
        <Form.Item label={<span id="rights-confirm-channel">{CONFIRM_COPY.channelLabel}</span>}>
          <Radio.Group
            aria-labelledby="rights-confirm-channel"
            className="lead-form__choices"
            value={channel}
            onChange={(e) => {
              setChannel(e.target.value as VerificationChannel);
              setErrors({});
            }}
            options={VERIFICATION_CHANNELS.map((c) => ({ value: c, label: CONFIRM_COPY.channels[c] }))}
          />
        </Form.Item>
        <Form.Item
          label={copy.label}
          htmlFor="rights-confirm-to"
          required={!optional}
          validateStatus={errors.to ? 'error' : undefined}
          help={errors.to}
          extra={copy.help}
        >
          <div className="rights-confirm__row">
            <Input
              id="rights-confirm-to"
              ref={addressInput}
              value={address}
              placeholder={copy.placeholder}
              status={errors.to ? 'error' : undefined}
              maxLength={channel === 'sms' ? 20 : 100}
              {...(channel === 'sms'
                ? { type: 'tel', inputMode: 'numeric' as const, autoComplete: 'tel' }
                : { type: 'email', inputMode: 'email' as const, autoComplete: 'email', autoCapitalize: 'off', spellCheck: false })}
              onChange={(e) => {
                setAddresses((all) => ({ ...all, [channel]: e.target.value }));
                if (errors.to) setErrors((all) => ({ ...all, to: undefined }));
              }}
              onKeyDown={sendOnEnter}
              data-testid="confirm-to"
            />
            <Button
              className="rights-confirm__send"
              onClick={sendCode}
              loading={sending}
              disabled={sending || waitSeconds > 0}
              data-testid="send-code"
            >
              {sending ? CONFIRM_COPY.sending : waitSeconds > 0 ? CONFIRM_COPY.resend(waitSeconds) : CONFIRM_COPY.send}
            </Button>
          </div>
        </Form.Item>
        <p className="rights-confirm__sent" role="status" data-testid="confirm-sent" hidden={!sentNote}>
          {sentNote}
        </p>
        <Form.Item
          label={CONFIRM_COPY.codeLabel}
          htmlFor="rights-confirm-code"
          required={!optional}
          validateStatus={errors.code ? 'error' : undefined}
          help={errors.code}
        >
          <Input
            id="rights-confirm-code"
            ref={codeInput}
            className="rights-confirm__code"
            value={code}
            placeholder={CONFIRM_COPY.codePlaceholder}
            status={errors.code ? 'error' : undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_RULES.codeLength}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, ''));
              if (errors.code) setErrors((all) => ({ ...all, code: undefined }));
            }}
            data-testid="confirm-code"
          />
        </Form.Item>
      </Form>
    </fieldset>
  );
}

export default function ConfirmationStep({ optional }: { optional: boolean }) {
  return (
    <AntdScope>
      <Step optional={optional} />
    </AntdScope>
  );
}
