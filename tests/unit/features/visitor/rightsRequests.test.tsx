import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { PRIVACY_REQUEST_LABELS } from '@/config/forms/privacyRequests';
import { LEAD_API_PATHS, PRIVACY_VERIFY_PATH } from '@/config/leadApi';
import { STORAGE_KEYS } from '@/config/storage';
import { CONFIRM_COPY, RIGHTS_PLATFORM_MESSAGES as SAYS, rightsConfirmation } from '@/content/rightsRequests';
import RightsRequests from '@/features/visitor/rights/RightsRequests';
import { formatDate } from '@/lib/beijingTime';
import { checkAnswer } from '@/request/answer';
import { BizError } from '@/request/errors';

/**
 * The rights section of /user with the real form engine and confirmation step; only the platform is faked, at the
 * request layer: what was sent, and what it answers.
 */

// jsdom has no MessageChannel; antd's Form.useWatch posts one message to run later. A timer does the same.
class MessageChannelStub {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.({})) };
}
if (typeof globalThis.MessageChannel === 'undefined') {
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = MessageChannelStub;
}

type Answer = import('@/api').ResponseStructure<unknown> | Error;
const mockCalls: { url: string; data: Record<string, unknown> }[] = [];
/** What the platform answers next, per path (an answer that comes later: a promise). */
const mockAnswers: Record<string, (Answer | Promise<Answer>)[]> = {};

/** The request layer as the Max request plugin behaves: success false throws the platform's error, a bad shape is invalid. */
async function mockPlatform(url: string, options: { data?: Record<string, unknown>; expectData?: never }) {
  const path = url.replace('@platform', '');
  mockCalls.push({ url: path, data: options.data ?? {} });
  const answer = await mockAnswers[path]?.shift();
  if (!answer) throw new Error(`no answer queued for ${path}`);
  if (answer instanceof Error) throw answer;
  if (answer.success === false)
    throw new BizError({ errorCode: answer.errorCode, errorMessage: answer.errorMessage, showType: 0, data: answer.data });
  return (await checkAnswer({ data: answer, config: { expectData: options.expectData } })).data;
}

jest.mock('@/request/send', () => ({
  request: (url: string, options: never) => mockPlatform(url, options),
  preloadRequest: () => {},
  quietly: <T,>(load: () => Promise<T>) => load(),
}));

// The section's lazy parts, there at once (Jest runs no dynamic import()).
jest.mock('@/features/visitor/rights/parts', () => ({
  LeadFormEngine: jest.requireActual('@/features/leads/engine/LeadFormEngine').default,
  ConfirmationStep: jest.requireActual('@/features/visitor/rights/ConfirmationStep').default,
}));

jest.mock('@umijs/max', () => ({
  __esModule: true,
  history: { push: jest.fn() },
  Link: ({ to, children, ...rest }: { to: string; children: import('react').ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const answer = (path: string, ...answers: (Answer | Promise<Answer>)[]) => (mockAnswers[path] = [...(mockAnswers[path] ?? []), ...answers]);
const sentTo = (path: string) => mockCalls.filter((c) => c.url === path).map((c) => c.data);

const TICKET: import('@/api').VerificationTicket = {
  verificationId: 'v-0001',
  expiresAt: '2026-11-26T10:10:00.000Z',
  resendAfterSeconds: 60,
};
const receipt = (outcome: import('@/api').LeadReceipt['outcome']): import('@/api').ResponseStructure<import('@/api').LeadReceipt> => ({
  success: true,
  data: { leadId: 'PR202611260042', receivedAt: '2026-11-26T10:02:00.000Z', answerBy: '2026-12-17', outcome },
});
const fieldRefusal = (name: string, message: string): import('@/api').ResponseStructure => ({
  success: false,
  errorCode: 'VALIDATION',
  errorMessage: message,
  showType: 0,
  data: { fieldErrors: { [name]: message } },
});

const section = () => screen.getByTestId('rights-requests');
const step = async () => within(await screen.findByTestId('rights-confirm'));
const choose = async (label: string) => fireEvent.click(await screen.findByRole('radio', { name: label }));
const submit = () => fireEvent.click(screen.getByTestId('submit'));
/** The message antd shows under a field of the confirmation step. */
const messageOn = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error');

async function askForCode(mobile = '13812345678') {
  const s = await step();
  fireEvent.change(s.getByTestId('confirm-to'), { target: { value: mobile } });
  fireEvent.click(s.getByTestId('send-code'));
  await waitFor(() => expect(s.getByTestId('confirm-sent')).toHaveTextContent(CONFIRM_COPY.sent('sms', mobile)));
  return s;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockCalls.length = 0;
  for (const key of Object.keys(mockAnswers)) delete mockAnswers[key];
});

describe('the rights section (/user), not signed in', () => {
  it('puts the confirmation step inside the form, after the request and before 提交请求', async () => {
    render(<RightsRequests signedIn={false} />);
    const confirm = await screen.findByTestId('rights-confirm');
    const form = screen.getByTestId('lead-form');
    expect(form).toContainElement(confirm);
    const order = (a: Element, b: Element) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(order(within(form).getByRole('radio', { name: PRIVACY_REQUEST_LABELS.copy }), confirm)).toBeTruthy();
    expect(order(confirm, screen.getByTestId('submit'))).toBeTruthy();
    for (const label of Object.values(PRIVACY_REQUEST_LABELS)) expect(within(form).getByRole('radio', { name: label })).toBeInTheDocument();
  });

  it('sends a code to the number typed, then waits 60 s before another, counting down', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET });
    render(<RightsRequests signedIn={false} />);
    const s = await askForCode('138 1234 5678');
    expect(sentTo(PRIVACY_VERIFY_PATH)).toEqual([{ channel: 'sms', to: '138 1234 5678' }]);
    const button = s.getByTestId('send-code');
    expect(button).toBeDisabled();
    expect([CONFIRM_COPY.resend(60), CONFIRM_COPY.resend(59)]).toContain(button.textContent);
    fireEvent.click(button);
    expect(sentTo(PRIVACY_VERIFY_PATH)).toHaveLength(1);
  });

  it('waits only for the number that had a code: an e-mail, or another number, gets its code at once', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET }, { success: true, data: { ...TICKET, verificationId: 'v-0002' } });
    render(<RightsRequests signedIn={false} />);
    const s = await askForCode('13812345678');
    fireEvent.click(s.getByRole('radio', { name: CONFIRM_COPY.channels.email }));
    fireEvent.change(s.getByTestId('confirm-to'), { target: { value: 'li.lei@example.cn' } });
    expect(s.getByTestId('send-code')).toBeEnabled();
    fireEvent.click(s.getByTestId('send-code'));
    await waitFor(() => expect(s.getByTestId('confirm-sent')).toHaveTextContent(CONFIRM_COPY.sent('email', 'li.lei@example.cn')));
    expect(sentTo(PRIVACY_VERIFY_PATH)).toEqual([
      { channel: 'sms', to: '13812345678' },
      { channel: 'email', to: 'li.lei@example.cn' },
    ]);
    // Back to the number: its wait still runs, written the same with spaces.
    fireEvent.click(s.getByRole('radio', { name: CONFIRM_COPY.channels.sms }));
    fireEvent.change(s.getByTestId('confirm-to'), { target: { value: '138 1234 5678' } });
    expect(s.getByTestId('send-code')).toBeDisabled();
    fireEvent.change(s.getByTestId('confirm-to'), { target: { value: '13912345678' } });
    expect(s.getByTestId('send-code')).toBeEnabled();
  });

  it('sends the request with its code, and says it is in effect when the platform applied it', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET });
    answer(LEAD_API_PATHS.privacyRequests, receipt('applied'));
    render(<RightsRequests signedIn={false} />);
    await choose(PRIVACY_REQUEST_LABELS.withdrawMarketing);
    const s = await askForCode();
    fireEvent.change(s.getByTestId('confirm-code'), { target: { value: '123456' } });
    submit();
    const confirmation = await screen.findByTestId('rights-confirmation');
    expect(confirmation).toHaveTextContent(rightsConfirmation(PRIVACY_REQUEST_LABELS.withdrawMarketing, 'PR202611260042', 'applied'));
    expect(confirmation).toHaveTextContent('已生效');
    const [request] = sentTo(LEAD_API_PATHS.privacyRequests);
    expect(request).toMatchObject({
      formKey: 'privacyRequest',
      values: { request: 'withdrawMarketing' },
      verification: { id: 'v-0001', code: '123456' },
    });
    // The code is spent: the step asks for a new one.
    expect(s.getByTestId('confirm-code')).toHaveValue('');
    expect(within(section()).getByTestId('rights-records')).toHaveTextContent('已生效');
    // The next request begins: the last one's confirmation goes (it stays in the list), so no failure sits under it.
    await choose(PRIVACY_REQUEST_LABELS.delete);
    expect(screen.queryByTestId('rights-confirmation')).toBeNull();
    expect(within(section()).getByTestId('rights-records')).toHaveTextContent('PR202611260042');
  });

  it('by e-mail: says the day of the answer for a request a person answers', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET });
    answer(LEAD_API_PATHS.privacyRequests, receipt('scheduled'));
    render(<RightsRequests signedIn={false} />);
    await choose(PRIVACY_REQUEST_LABELS.copy);
    const s = await step();
    fireEvent.click(s.getByRole('radio', { name: CONFIRM_COPY.channels.email }));
    fireEvent.change(s.getByTestId('confirm-to'), { target: { value: 'wang.xm@hengyuan-capital.cn' } });
    fireEvent.click(s.getByTestId('send-code'));
    await waitFor(() => expect(s.getByTestId('confirm-sent')).toHaveTextContent(CONFIRM_COPY.sent('email', 'wang.xm@hengyuan-capital.cn')));
    expect(sentTo(PRIVACY_VERIFY_PATH)).toEqual([{ channel: 'email', to: 'wang.xm@hengyuan-capital.cn' }]);
    fireEvent.change(s.getByTestId('confirm-code'), { target: { value: '654321' } });
    submit();
    expect(await screen.findByTestId('rights-confirmation')).toHaveTextContent(
      rightsConfirmation(PRIVACY_REQUEST_LABELS.copy, 'PR202611260042', 'scheduled', formatDate('2026-12-17')),
    );
  });

  it('says a request held for a person is held, never that it was done', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET });
    answer(LEAD_API_PATHS.privacyRequests, receipt('held'));
    render(<RightsRequests signedIn={false} />);
    await choose(PRIVACY_REQUEST_LABELS.restrict);
    const s = await askForCode();
    fireEvent.change(s.getByTestId('confirm-code'), { target: { value: '123456' } });
    submit();
    const confirmation = await screen.findByTestId('rights-confirmation');
    expect(confirmation).toHaveTextContent('需要人工核实');
    expect(confirmation).not.toHaveTextContent('已生效');
  });

  it('takes a receipt that does not say what happened for no success: the request stays as typed', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET });
    answer(LEAD_API_PATHS.privacyRequests, { success: true, data: { leadId: 'PR202611260042', receivedAt: '2026-11-26T10:02:00.000Z' } });
    render(<RightsRequests signedIn={false} />);
    await choose(PRIVACY_REQUEST_LABELS.delete);
    const s = await askForCode();
    fireEvent.change(s.getByTestId('confirm-code'), { target: { value: '123456' } });
    submit();
    expect(await screen.findByTestId('submit-failure')).toHaveTextContent('未能确认提交成功');
    expect(screen.queryByTestId('rights-confirmation')).toBeNull();
    expect(s.getByTestId('confirm-code')).toHaveValue('123456');
  });

  it('sends nothing without a number, and says so on the number', async () => {
    render(<RightsRequests signedIn={false} />);
    await choose(PRIVACY_REQUEST_LABELS.delete);
    await step();
    submit();
    await waitFor(() => expect(messageOn('confirm-to')).toHaveTextContent(CONFIRM_COPY.missing.address.sms));
    expect(within(section()).getAllByText(CONFIRM_COPY.missing.address.sms, { selector: '.ant-form-item-explain-error' })).toHaveLength(1);
    expect(mockCalls).toEqual([]);
  });

  it('sends nothing before a code was asked for, or with a code that is not 6 digits', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET });
    render(<RightsRequests signedIn={false} />);
    await choose(PRIVACY_REQUEST_LABELS.delete);
    const s = await step();
    fireEvent.change(s.getByTestId('confirm-to'), { target: { value: '13812345678' } });
    submit();
    await waitFor(() => expect(messageOn('confirm-code')).toHaveTextContent(CONFIRM_COPY.missing.notRequested));
    await askForCode();
    fireEvent.change(s.getByTestId('confirm-code'), { target: { value: '1234' } });
    submit();
    await waitFor(() => expect(messageOn('confirm-code')).toHaveTextContent(CONFIRM_COPY.missing.codeFormat));
    expect(sentTo(LEAD_API_PATHS.privacyRequests)).toEqual([]);
  });

  it('shows the platform’s refusal of a code on the code field and keeps everything typed; the right code then goes once', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET });
    answer(LEAD_API_PATHS.privacyRequests, fieldRefusal('code', SAYS.codeWrong(4)), receipt('scheduled'));
    render(<RightsRequests signedIn={false} />);
    await choose(PRIVACY_REQUEST_LABELS.copy);
    fireEvent.change(screen.getByRole('textbox', { name: '补充说明' }), { target: { value: '只要 11 月的记录' } });
    const s = await askForCode();
    fireEvent.change(s.getByTestId('confirm-code'), { target: { value: '111111' } });
    submit();
    await waitFor(() => expect(messageOn('confirm-code')).toHaveTextContent(SAYS.codeWrong(4)));
    expect(s.getByTestId('confirm-to')).toHaveValue('13812345678');
    expect(s.getByTestId('confirm-code')).toHaveValue('111111');
    expect(screen.getByRole('textbox', { name: '补充说明' })).toHaveValue('只要 11 月的记录');
    expect(screen.getByRole('radio', { name: PRIVACY_REQUEST_LABELS.copy })).toBeChecked();
    expect(screen.queryByTestId('rights-confirmation')).toBeNull();

    fireEvent.change(s.getByTestId('confirm-code'), { target: { value: '123456' } });
    expect(messageOn('confirm-code')).toBeNull();
    submit();
    await screen.findByTestId('rights-confirmation');
    const sent = sentTo(LEAD_API_PATHS.privacyRequests);
    expect(sent.map((r) => r.verification)).toEqual([
      { id: 'v-0001', code: '111111' },
      { id: 'v-0001', code: '123456' },
    ]);
    expect(sent[0].idempotencyKey).toBe(sent[1].idempotencyKey);
  });

  it('shows the platform’s refusal of the address on the address', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET });
    answer(LEAD_API_PATHS.privacyRequests, fieldRefusal('to', SAYS.noRecords.sms));
    render(<RightsRequests signedIn={false} />);
    await choose(PRIVACY_REQUEST_LABELS.copy);
    const s = await askForCode();
    fireEvent.change(s.getByTestId('confirm-code'), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(messageOn('confirm-to')).toHaveTextContent(SAYS.noRecords.sms));
  });

  it('says in Chinese why a code was not sent, keeps the number, and waits when the platform says so', async () => {
    const offline = Object.assign(new Error('Network Error'), { request: {} });
    answer(PRIVACY_VERIFY_PATH, offline, {
      success: false,
      errorCode: 'RESEND_TOO_SOON',
      errorMessage: SAYS.resendTooSoon(42),
      showType: 0,
      data: { retryAfterSeconds: 42 },
    });
    render(<RightsRequests signedIn={false} />);
    const s = await step();
    fireEvent.change(s.getByTestId('confirm-to'), { target: { value: '13812345678' } });
    fireEvent.click(s.getByTestId('send-code'));
    await waitFor(() => expect(messageOn('confirm-to')).toHaveTextContent(CONFIRM_COPY.sendFailed.network));
    expect(s.getByTestId('confirm-to')).toHaveValue('13812345678');
    expect(s.getByTestId('send-code')).toBeEnabled();
    fireEvent.click(s.getByTestId('send-code'));
    await waitFor(() => expect(messageOn('confirm-to')).toHaveTextContent(SAYS.resendTooSoon(42)));
    expect(s.getByTestId('send-code')).toBeDisabled();
    expect([CONFIRM_COPY.resend(42), CONFIRM_COPY.resend(41)]).toContain(s.getByTestId('send-code').textContent);
  });

  it('checks the number before sending a code', async () => {
    render(<RightsRequests signedIn={false} />);
    const s = await step();
    fireEvent.change(s.getByTestId('confirm-to'), { target: { value: '12812345678' } });
    fireEvent.click(s.getByTestId('send-code'));
    await waitFor(() => expect(messageOn('confirm-to')).toHaveTextContent('请输入正确的 11 位中国大陆手机号码'));
    expect(mockCalls).toEqual([]);
  });

  it('asks for the code once however often 获取验证码 is tapped while it is sent', async () => {
    let release: (value: Answer) => void = () => {};
    answer(PRIVACY_VERIFY_PATH, new Promise<Answer>((resolve) => (release = resolve)));
    render(<RightsRequests signedIn={false} />);
    const s = await step();
    fireEvent.change(s.getByTestId('confirm-to'), { target: { value: '13812345678' } });
    for (let i = 0; i < 3; i += 1) fireEvent.click(s.getByTestId('send-code'));
    expect(s.getByTestId('send-code')).toHaveTextContent(CONFIRM_COPY.sending);
    await act(async () => release({ success: true, data: TICKET }));
    await waitFor(() => expect(s.getByTestId('confirm-sent')).not.toHaveAttribute('hidden'));
    expect(sentTo(PRIVACY_VERIFY_PATH)).toHaveLength(1);
  });
});

describe('the rights section (/user), signed in through WeChat', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.openid, 'oSignedIn0001');
    localStorage.setItem(STORAGE_KEYS.openidExpires, String(Date.now() + 86_400_000));
  });

  it('sends with the openid alone when no number is typed: the step is optional', async () => {
    answer(LEAD_API_PATHS.privacyRequests, receipt('scheduled'));
    render(<RightsRequests signedIn />);
    expect(await screen.findByText(CONFIRM_COPY.optionalTitle)).toBeInTheDocument();
    await choose(PRIVACY_REQUEST_LABELS.copy);
    submit();
    await screen.findByTestId('rights-confirmation');
    const [request] = sentTo(LEAD_API_PATHS.privacyRequests);
    expect(request).toMatchObject({ formKey: 'privacyRequestSignedIn', openid: 'oSignedIn0001' });
    expect(request).not.toHaveProperty('verification');
  });

  it('sends the code too when one was asked for, to add what was sent outside WeChat', async () => {
    answer(PRIVACY_VERIFY_PATH, { success: true, data: TICKET });
    answer(LEAD_API_PATHS.privacyRequests, receipt('applied'));
    render(<RightsRequests signedIn />);
    await choose(PRIVACY_REQUEST_LABELS.restrict);
    const s = await askForCode();
    fireEvent.change(s.getByTestId('confirm-code'), { target: { value: '123456' } });
    submit();
    await screen.findByTestId('rights-confirmation');
    expect(sentTo(LEAD_API_PATHS.privacyRequests)[0]).toMatchObject({
      openid: 'oSignedIn0001',
      verification: { id: 'v-0001', code: '123456' },
    });
  });

  it('does not send a number typed but never confirmed', async () => {
    render(<RightsRequests signedIn />);
    await choose(PRIVACY_REQUEST_LABELS.copy);
    const s = await step();
    fireEvent.change(s.getByTestId('confirm-to'), { target: { value: '13812345678' } });
    submit();
    await waitFor(() => expect(messageOn('confirm-code')).toHaveTextContent(CONFIRM_COPY.missing.signedInUnconfirmed));
    expect(sentTo(LEAD_API_PATHS.privacyRequests)).toEqual([]);
  });
});
