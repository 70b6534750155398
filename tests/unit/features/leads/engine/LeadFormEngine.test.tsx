import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { DOWNLOAD_FORM, FORMS } from '@/config/forms';
import { STORAGE_KEYS } from '@/config/storage';
import { CONSENTS } from '@/content/consents';
import { draftKey } from '@/features/leads/draft';
import LeadFormEngine from '@/features/leads/engine/LeadFormEngine';

import { VALID_CONTACT } from '../../../../../mock/data/leads';

const mockSubmitLead = jest.fn();

// jsdom has no MessageChannel; antd's Form.useWatch posts one message to run later. A timer does the same.
class MessageChannelStub {
  port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.({})) };
}
if (typeof globalThis.MessageChannel === 'undefined') {
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = MessageChannelStub;
}

jest.mock('@/services/leads', () => ({
  SUBMITTERS: { leads: (body: unknown) => mockSubmitLead(body), surveyAnswers: (body: unknown) => mockSubmitLead(body) },
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

const networkError = () => Object.assign(new Error('Network Error'), { request: {} });
const conflict = () => Object.assign(new Error('Request failed with status code 409'), { request: {}, response: { status: 409 } });
const receipt: import('@/api').LeadReceipt = { leadId: 'ZQ202611220001', receivedAt: '2026-11-22T00:00:00Z' };

const sent = () => mockSubmitLead.mock.calls.map(([body]) => body as import('@/api').LeadSubmission);

const privacyBox = () => screen.getByRole('checkbox', { name: /个人信息保护说明/ });
const marketingBox = () => screen.getByRole('checkbox', { name: /活动邀请与研究更新/ });

function fillDownloadForm() {
  const byLabel = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
  fireEvent.change(byLabel('姓名'), { target: { value: VALID_CONTACT.name } });
  fireEvent.change(byLabel('手机号码'), { target: { value: VALID_CONTACT.mobile } });
  fireEvent.change(byLabel('工作邮箱'), { target: { value: VALID_CONTACT.email } });
  fireEvent.change(byLabel('公司名称'), { target: { value: VALID_CONTACT.company } });
  fireEvent.change(byLabel('职位'), { target: { value: VALID_CONTACT.jobTitle } });
  fireEvent.click(privacyBox());
}

/** The download form's draft, once written (after the keystroke has painted). */
async function storedDraft() {
  await waitFor(() => expect(localStorage.getItem(draftKey('download'))).not.toBeNull());
  return localStorage.getItem(draftKey('download'))!;
}

describe('LeadFormEngine: consents', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mockSubmitLead.mockReset();
  });

  it('sends without the marketing box, which is never ticked at first, and records only the privacy consent', async () => {
    mockSubmitLead.mockResolvedValueOnce({ success: true, data: receipt });
    render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={jest.fn()} />);
    expect(marketingBox()).not.toBeChecked();
    expect(screen.getByText('选填：不勾选也可以正常提交，我们只就本次需求联系您。')).toBeInTheDocument();
    fillDownloadForm();
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(mockSubmitLead).toHaveBeenCalledTimes(1));
    expect(sent()[0].consents).toEqual([{ consent: 'privacy', version: CONSENTS.privacy.version, givenAt: expect.any(String) }]);
  });

  it('records the marketing consent with its version and when it was ticked', async () => {
    mockSubmitLead.mockResolvedValueOnce({ success: true, data: receipt });
    render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={jest.fn()} />);
    fillDownloadForm();
    const before = Date.now();
    fireEvent.click(marketingBox());
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(mockSubmitLead).toHaveBeenCalledTimes(1));
    const { consents } = sent()[0];
    expect(consents.map((c) => [c.consent, c.version])).toEqual([
      ['privacy', CONSENTS.privacy.version],
      ['marketing', CONSENTS.marketing.version],
    ]);
    expect(Date.parse(consents[1].givenAt)).toBeGreaterThanOrEqual(before);
    expect(sent()[0].values.marketingConsent).toBe(true);
  });

  it('never restores a consent, even from a draft that holds one', () => {
    const { name, mobile } = VALID_CONTACT;
    localStorage.setItem(
      draftKey('download'),
      JSON.stringify({ values: { name, mobile, consent: true, marketingConsent: true }, savedAt: new Date().toISOString() }),
    );
    render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={jest.fn()} />);
    expect(screen.getByTestId('draft-notice')).toBeInTheDocument();
    expect(privacyBox()).not.toBeChecked();
    expect(marketingBox()).not.toBeChecked();
  });

  it('never keeps a consent in the draft: it is given afresh', async () => {
    render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={jest.fn()} />);
    fillDownloadForm();
    fireEvent.click(marketingBox());
    const draft = JSON.parse(await storedDraft()) as { values: Record<string, unknown> };
    expect(draft.values).toMatchObject({ name: VALID_CONTACT.name });
    expect(draft.values).not.toHaveProperty('consent');
    expect(draft.values).not.toHaveProperty('marketingConsent');
  });
});

describe('LeadFormEngine embedded (the gated download)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mockSubmitLead.mockReset();
  });

  it('shows Chinese required messages and sends nothing for an empty form', async () => {
    render(<LeadFormEngine form={DOWNLOAD_FORM} />);
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('请填写姓名', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('请阅读并勾选同意《个人信息保护说明》')).toBeInTheDocument();
    expect(mockSubmitLead).not.toHaveBeenCalled();
  });

  it('keeps every field after a failure, retries with the same idempotency key and calls onSubmitted once', async () => {
    mockSubmitLead.mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ success: true, data: receipt });
    const onSubmitted = jest.fn();
    localStorage.setItem(STORAGE_KEYS.openid, 'o-unit');
    render(
      <LeadFormEngine form={DOWNLOAD_FORM} context={{ materialId: 'm-7', title: '2026 半导体设备白皮书' }} onSubmitted={onSubmitted} />,
    );
    fillDownloadForm();
    expect(await storedDraft()).toContain(VALID_CONTACT.company);

    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByTestId('submit-failure')).toHaveTextContent('网络连接中断');
    expect(screen.getByDisplayValue(VALID_CONTACT.company)).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('retry'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const [first, second] = mockSubmitLead.mock.calls.map(([body]) => body as import('@/api').LeadSubmission);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(second).toMatchObject({
      formKey: 'download',
      topic: '资料下载',
      openid: 'o-unit',
      context: { materialId: 'm-7' },
      honeypot: '',
    });
    expect(onSubmitted).toHaveBeenCalledWith(receipt, second);
    expect(localStorage.getItem(draftKey('download'))).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.submissions)!)[0]).toMatchObject({
      formKey: 'download',
      title: '2026 半导体设备白皮书',
    });
  });

  it('submits once for a burst of clicks, and a later submission gets a new key', async () => {
    let resolve: (v: unknown) => void = () => {};
    mockSubmitLead.mockImplementationOnce(() => new Promise((r) => (resolve = r))).mockResolvedValueOnce({ success: true, data: receipt });
    const onSubmitted = jest.fn();
    render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={onSubmitted} />);
    fillDownloadForm();
    const form = screen.getByTestId('lead-form');
    fireEvent.click(screen.getByTestId('submit'));
    fireEvent.click(screen.getByTestId('submit'));
    fireEvent.submit(form);
    await waitFor(() => expect(mockSubmitLead).toHaveBeenCalledTimes(1));
    await act(async () => resolve({ success: true, data: receipt }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(mockSubmitLead).toHaveBeenCalledTimes(1);

    fillDownloadForm();
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(mockSubmitLead).toHaveBeenCalledTimes(2));
    const [a, b] = mockSubmitLead.mock.calls.map(([body]) => (body as import('@/api').LeadSubmission).idempotencyKey);
    expect(b).not.toBe(a);
  });

  it('restores a draft with a notice and clears it on request', async () => {
    localStorage.setItem(
      draftKey('download'),
      JSON.stringify({ values: { company: '恒远资本' }, savedAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() }),
    );
    render(<LeadFormEngine form={DOWNLOAD_FORM} />);
    expect(screen.getByTestId('draft-notice')).toHaveTextContent('已为您恢复上次未提交的内容');
    expect(screen.getByDisplayValue('恒远资本')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '清空草稿' }));
    await waitFor(() => expect(screen.queryByDisplayValue('恒远资本')).toBeNull());
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    expect(localStorage.getItem(draftKey('download'))).toBeNull();
  });

  it('says on the form that a draft is kept on this device, and clears it in one click', async () => {
    render(<LeadFormEngine form={DOWNLOAD_FORM} />);
    expect(screen.getByTestId('draft-info')).toHaveTextContent('您填写的内容会作为草稿保存在本设备上（最长 7 天）');
    expect(screen.getByRole('button', { name: '清空草稿' })).toBeDisabled();
    fillDownloadForm();
    await waitFor(() => expect(screen.getByRole('button', { name: '清空草稿' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '清空草稿' }));
    await waitFor(() => expect(screen.queryByDisplayValue(VALID_CONTACT.company)).toBeNull());
    expect(localStorage.getItem(draftKey('download'))).toBeNull();
  });
});

describe('LeadFormEngine: success only when the server confirmed it', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mockSubmitLead.mockReset();
  });

  for (const [label, answer] of [
    ['success without a receipt', { success: true }],
    ['success with an empty reference', { success: true, data: { leadId: '', receivedAt: '' } }],
    ['an HTML page', '<html><body>Portal login</body></html>'],
    ['cut-off JSON', '{"success":tr'],
  ] as const) {
    it(`treats ${label} as a failure that keeps the input and offers 重新提交`, async () => {
      mockSubmitLead.mockResolvedValueOnce(answer).mockResolvedValueOnce({ success: true, data: receipt });
      const onSubmitted = jest.fn();
      render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={onSubmitted} />);
      fillDownloadForm();
      fireEvent.click(screen.getByTestId('submit'));
      expect(await screen.findByTestId('submit-failure')).toHaveTextContent('未能确认提交成功');
      expect(onSubmitted).not.toHaveBeenCalled();
      expect(screen.getByDisplayValue(VALID_CONTACT.company)).toBeInTheDocument();
      expect(await storedDraft()).toContain(VALID_CONTACT.company);
      expect(localStorage.getItem(STORAGE_KEYS.submissions)).toBeNull();

      fireEvent.click(screen.getByTestId('retry'));
      await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
      expect(sent()[1].idempotencyKey).toBe(sent()[0].idempotencyKey);
    });
  }
});

describe('LeadFormEngine: one key per content', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    mockSubmitLead.mockReset();
  });

  it('sends a corrected value under a new key after an answer was lost', async () => {
    mockSubmitLead.mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ success: true, data: receipt });
    const onSubmitted = jest.fn();
    render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={onSubmitted} />);
    fillDownloadForm();
    fireEvent.click(screen.getByTestId('submit'));
    await screen.findByTestId('submit-failure');
    fireEvent.change(screen.getByDisplayValue(VALID_CONTACT.email), { target: { value: 'corrected@hengyuan-capital.cn' } });
    fireEvent.click(screen.getByTestId('retry'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const [first, second] = sent();
    expect(second.values.email).toBe('corrected@hengyuan-capital.cn');
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('answers a conflict (409) by sending the content again under a new key', async () => {
    mockSubmitLead.mockRejectedValueOnce(conflict()).mockResolvedValueOnce({ success: true, data: receipt });
    const onSubmitted = jest.fn();
    render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={onSubmitted} />);
    fillDownloadForm();
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const [first, second] = sent();
    expect(second.values).toEqual(first.values);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('makes a new key when the draft is cleared', async () => {
    mockSubmitLead.mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ success: true, data: receipt });
    render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={jest.fn()} />);
    fillDownloadForm();
    fireEvent.click(screen.getByTestId('submit'));
    await screen.findByTestId('submit-failure');
    fireEvent.click(screen.getByRole('button', { name: '清空草稿' }));
    await waitFor(() => expect(screen.queryByDisplayValue(VALID_CONTACT.company)).toBeNull());
    fillDownloadForm();
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(mockSubmitLead).toHaveBeenCalledTimes(2));
    expect(sent()[1].idempotencyKey).not.toBe(sent()[0].idempotencyKey);
  });
});

describe('LeadFormEngine: the fill time of a returning visitor', () => {
  beforeEach(() => {
    localStorage.clear();
    mockSubmitLead.mockReset();
  });

  it('counts from the draft restore plus the time already spent on it, not from page load', async () => {
    mockSubmitLead.mockResolvedValueOnce({ success: true, data: receipt });
    const { name, mobile, email, company, jobTitle } = VALID_CONTACT;
    localStorage.setItem(
      draftKey('download'),
      JSON.stringify({ values: { name, mobile, email, company, jobTitle }, savedAt: new Date().toISOString(), fillMs: 40_000 }),
    );
    render(<LeadFormEngine form={DOWNLOAD_FORM} onSubmitted={jest.fn()} />);
    fireEvent.click(privacyBox());
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(mockSubmitLead).toHaveBeenCalledTimes(1));
    expect(sent()[0].fillMs).toBeGreaterThanOrEqual(40_000);
  });

  it('counts from the first interaction and keeps it in the draft', async () => {
    render(<LeadFormEngine form={DOWNLOAD_FORM} />);
    fireEvent.focus(screen.getByLabelText('姓名', { exact: false, selector: 'input' }));
    await act(async () => new Promise((r) => setTimeout(r, 60)));
    fillDownloadForm();
    expect(JSON.parse(await storedDraft()).fillMs).toBeGreaterThanOrEqual(50);
  });
});

describe('LeadFormEngine: the draft is written outside the keystroke', () => {
  beforeEach(() => localStorage.clear());

  it('writes after the keystroke, once for a burst of keys, with the latest text', async () => {
    render(<LeadFormEngine form={DOWNLOAD_FORM} />);
    const name = screen.getByLabelText('姓名', { exact: false, selector: 'input' });
    const writes = jest.spyOn(Storage.prototype, 'setItem');
    fireEvent.change(name, { target: { value: '王' } });
    fireEvent.change(name, { target: { value: '王晓' } });
    expect(localStorage.getItem(draftKey('download'))).toBeNull(); // not inside the keystroke
    expect(JSON.parse(await storedDraft()).values).toEqual({ name: '王晓' });
    expect(writes.mock.calls.filter(([key]) => key === draftKey('download'))).toHaveLength(1);
    writes.mockRestore();
  });

  it('writes at once when the page is hidden or left', () => {
    render(<LeadFormEngine form={DOWNLOAD_FORM} />);
    fireEvent.change(screen.getByLabelText('姓名', { exact: false, selector: 'input' }), { target: { value: '王晓明' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(draftKey('download'))!).values).toEqual({ name: '王晓明' });
  });

  it('writes nothing after the draft was cleared', async () => {
    render(<LeadFormEngine form={DOWNLOAD_FORM} />);
    fireEvent.change(screen.getByLabelText('姓名', { exact: false, selector: 'input' }), { target: { value: '王晓明' } });
    await waitFor(() => expect(screen.getByRole('button', { name: '清空草稿' })).toBeEnabled());
    fireEvent.change(screen.getByLabelText('姓名', { exact: false, selector: 'input' }), { target: { value: '王晓明林' } });
    fireEvent.click(screen.getByRole('button', { name: '清空草稿' }));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(localStorage.getItem(draftKey('download'))).toBeNull();
  });
});

describe('LeadFormEngine: choices are named by their question', () => {
  it('names each radio, check-box and star group by its label, and no label points at a group', () => {
    const groups = FORMS.flatMap((f) => f.fields.map((field) => ({ form: f, field }))).filter(({ field }) =>
      ['radio', 'checkboxGroup', 'rating'].includes(field.kind),
    );
    const kinds = new Set(groups.map(({ field }) => field.kind));
    expect([...kinds].sort()).toEqual(['checkboxGroup', 'radio', 'rating']);
    for (const kind of kinds) {
      const { form, field } = groups.find((g) => g.field.kind === kind)!;
      const { container, unmount } = render(<LeadFormEngine form={form} />);
      const role = kind === 'checkboxGroup' ? 'group' : 'radiogroup';
      const group = screen.getByRole(role, { name: new RegExp(field.label) });
      expect(group.closest(`[data-field="${field.name}"]`)).not.toBeNull();
      expect(container.querySelector(`[data-field="${field.name}"] label[for]`)).toBeNull();
      unmount();
    }
  });
});
