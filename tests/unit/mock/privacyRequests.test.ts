import { LEAD_API_PATHS, MIN_FILL_MS } from '@/config/leadApi';
import { consentRecord } from '@/features/leads/consents';

import { VALID_CONTACT } from '../../../mock/data/leads';
import leadRoutes from '../../../mock/platform/leads';
import rightsRoutes, { answerDay } from '../../../mock/platform/privacyRequests';
import { callMock } from './support/call';

let seq = 0;
const next = () => (seq += 1);

const post = (path: string, body: unknown) =>
  callMock(path === LEAD_API_PATHS.privacyRequests ? rightsRoutes : leadRoutes, `POST ${path}`, { body });

/** A lead from this mobile number (with the marketing box ticked, or not). */
async function leadFrom(mobile: string, { marketing = false, openid }: { marketing?: boolean; openid?: string } = {}) {
  const n = next();
  const answer = await post(LEAD_API_PATHS.leads, {
    formKey: 'download',
    topic: '资料下载',
    values: {
      ...VALID_CONTACT,
      mobile,
      email: `rights${n}@zhiqiao-qa.cn`,
      consent: true,
      ...(marketing ? { marketingConsent: true } : {}),
    },
    consents: [consentRecord('privacy'), ...(marketing ? [consentRecord('marketing')] : [])],
    ...(openid ? { openid } : {}),
    idempotencyKey: `rights-lead-${n}`,
    attribution: null,
    pagePath: '/html/down',
    honeypot: '',
    fillMs: MIN_FILL_MS + 1000,
  });
  return (answer.body as API.ResponseStructure<API.LeadReceipt>).data!.leadId;
}

const request = (values: Record<string, API.LeadFieldValue>, extra: Partial<API.LeadSubmission> = {}) => {
  const n = next();
  return {
    formKey: extra.openid ? 'privacyRequestSignedIn' : 'privacyRequest',
    topic: '个人信息权利请求',
    values,
    consents: [],
    idempotencyKey: `rights-${n}`,
    attribution: null,
    pagePath: '/html/user',
    honeypot: '',
    fillMs: MIN_FILL_MS + 1000,
    ...extra,
  };
};

const send = async (body: unknown) => (await post(LEAD_API_PATHS.privacyRequests, body)).body as API.ResponseStructure<API.LeadReceipt>;
const listed = async (q: string) =>
  ((await callMock(rightsRoutes, `GET ${LEAD_API_PATHS.privacyRequests}`, { query: { q } })).body as API.ResponseStructure<API.LeadList>)
    .data!.list;

describe('mocked rights requests (/user)', () => {
  it('answers a request by a mobile number given in a lead with a reference and the day of the answer, and lists it for QA', async () => {
    const mobile = '13911110001';
    const leadId = await leadFrom(mobile);
    const answer = await send(request({ request: 'copy', mobile }));
    expect(answer.success).toBe(true);
    expect(answer.data!.leadId).toMatch(/^PR\d{12}$/);
    expect(answer.data!.answerBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [stored] = await listed(mobile);
    expect(stored).toMatchObject({ type: 'privacy', values: { request: 'copy', mobile }, matchedLeads: [leadId] });
    // The client inbox does not list it.
    const clients = (await callMock(leadRoutes, `GET ${LEAD_API_PATHS.leads}`, { query: { q: mobile } }))
      .body as API.ResponseStructure<API.LeadList>;
    expect(clients.data!.list.every((l) => l.type === 'lead')).toBe(true);
  });

  it('knows a signed-in visitor by the openid, with no number', async () => {
    const openid = 'oRights-openid-0001';
    const answer = await send(request({ request: 'delete' }, { openid }));
    expect(answer.success).toBe(true);
    expect((await listed(openid))[0]).toMatchObject({ openid, values: { request: 'delete' } });
  });

  it('refuses a number no lead was sent with, on the number, in Chinese', async () => {
    const answer = await send(request({ request: 'copy', mobile: '13911119999' }));
    expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect((answer.data as unknown as API.LeadFieldErrors).fieldErrors.mobile).toBe(
      '没有找到使用这个手机号码提交的记录，请填写您在表单中留下的号码，或发邮件联系我们',
    );
  });

  it('refuses the same request again while the first is open, naming its reference', async () => {
    const mobile = '13911110002';
    await leadFrom(mobile);
    const first = await send(request({ request: 'delete', mobile }));
    const again = await send(request({ request: 'delete', mobile, note: '再次提交' }));
    expect(again).toMatchObject({ success: false, errorCode: 'DUPLICATE_REQUEST' });
    expect(again.errorMessage).toBe(
      `您已提交过相同的请求（编号 ${first.data!.leadId}），我们会在 ${first.data!.answerBy} 前答复，无需重复提交。`,
    );
    // The same request under its key (an answer lost on the way) is answered with its receipt.
    const body = request({ request: 'copy', mobile });
    const sent = await send(body);
    expect(await send(body)).toMatchObject({ success: true, data: { leadId: sent.data!.leadId, duplicate: true } });
  });

  it('withdraws the marketing consent of the leads that gave it, and refuses where none was given', async () => {
    const mobile = '13911110003';
    const leadId = await leadFrom(mobile, { marketing: true });
    expect((await send(request({ request: 'withdrawMarketing', mobile }))).success).toBe(true);
    const clients = (await callMock(leadRoutes, `GET ${LEAD_API_PATHS.leads}`, { query: { q: mobile } }))
      .body as API.ResponseStructure<API.LeadList>;
    const lead = clients.data!.list.find((l) => l.leadId === leadId)!;
    expect(lead.withdrawals).toEqual([{ consent: 'marketing', at: expect.any(String), requestId: expect.stringMatching(/^PR/) }]);

    const other = '13911110004';
    await leadFrom(other);
    const refused = await send(request({ request: 'withdrawMarketing', mobile: other }));
    expect(refused).toMatchObject({ success: false, errorCode: 'NO_MARKETING_CONSENT' });
  });

  it("matches a signed-in visitor by the openid only: a number typed beside it reaches no one else's leads", async () => {
    const victim = '13911110006';
    await leadFrom(victim, { marketing: true });
    const answer = await send(request({ request: 'withdrawMarketing', mobile: victim }, { openid: 'oRights-stranger-0001' }));
    // The stranger's openid gave no marketing consent: nothing to withdraw, and the other person's lead is untouched.
    expect(answer).toMatchObject({ success: false, errorCode: 'NO_MARKETING_CONSENT' });
    const copy = await send(request({ request: 'copy', mobile: victim }, { openid: 'oRights-stranger-0001' }));
    expect(copy.success).toBe(true);
    expect((await listed('oRights-stranger-0001'))[0]).toMatchObject({ matchedLeads: [], verification: 'openid' });
  });

  it('marks a request by number alone for a call-back, and leaving the network by openid withdraws the sharing consent at once', async () => {
    const mobile = '13911110007';
    await leadFrom(mobile);
    expect((await send(request({ request: 'leaveNetwork', mobile }))).success).toBe(true);
    expect((await listed(mobile))[0]).toMatchObject({ verification: 'callback' });

    const openid = 'oRights-expert-0001';
    const applied = await post(LEAD_API_PATHS.expertApplications, {
      formKey: 'expertApply',
      topic: '专家入库申请',
      values: {
        ...VALID_CONTACT,
        mobile: '13911110008',
        jobTitle: '研发总监',
        industry: 'two',
        years: '10–15 年',
        expertise: ['动力电池'],
        pledge: true,
        sharingConsent: true,
        consent: true,
      },
      consents: [consentRecord('expertSharing'), consentRecord('privacy')],
      openid,
      idempotencyKey: `rights-expert-${next()}`,
      attribution: null,
      pagePath: '/html/expertApplyForm',
      honeypot: '',
      fillMs: MIN_FILL_MS + 1000,
    });
    expect((applied.body as API.ResponseStructure).success).toBe(true);
    expect((await send(request({ request: 'leaveNetwork' }, { openid }))).success).toBe(true);
    const experts = (await callMock(leadRoutes, `GET ${LEAD_API_PATHS.expertApplications}`, { query: { q: openid } }))
      .body as API.ResponseStructure<API.LeadList>;
    expect(experts.data!.list[0].withdrawals).toEqual([
      { consent: 'expertSharing', at: expect.any(String), requestId: expect.stringMatching(/^PR/) },
    ]);
  });

  it('takes a withdrawal again once the consent was given again', async () => {
    const mobile = '13911110009';
    await leadFrom(mobile, { marketing: true });
    expect((await send(request({ request: 'withdrawMarketing', mobile }))).success).toBe(true);
    await leadFrom(mobile, { marketing: true });
    expect((await send(request({ request: 'withdrawMarketing', mobile }))).success).toBe(true);
  });

  it('counts a request as open only until its answer is due', async () => {
    const mobile = '13911110010';
    await leadFrom(mobile);
    expect((await send(request({ request: 'copy', mobile }))).success).toBe(true);
    jest.useFakeTimers({ now: Date.now() + 40 * 86_400_000, doNotFake: ['nextTick', 'setImmediate'] });
    try {
      expect((await send(request({ request: 'copy', mobile }))).success).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a request that looks automated change nothing', async () => {
    const mobile = '13911110011';
    const leadId = await leadFrom(mobile, { marketing: true });
    expect((await send(request({ request: 'withdrawMarketing', mobile }, { honeypot: 'http://spam.example' }))).success).toBe(true);
    const clients = (await callMock(leadRoutes, `GET ${LEAD_API_PATHS.leads}`, { query: { q: mobile } }))
      .body as API.ResponseStructure<API.LeadList>;
    expect(clients.data!.list.find((l) => l.leadId === leadId)!.withdrawals).toBeUndefined();
  });

  it('validates the request with the form rules, in Chinese', async () => {
    const answer = await send(request({ request: 'sell-my-data', mobile: '123' }));
    expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(Object.values((answer.data as unknown as API.LeadFieldErrors).fieldErrors).join()).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('promises the answer 15 working days later, weekends not counted', () => {
    // Wednesday 2026-11-25 10:00 in Beijing: three weeks on, Wednesday 2026-12-16.
    expect(answerDay(Date.parse('2026-11-25T10:00:00+08:00'))).toBe('2026-12-16');
    // Friday: the weekend after it does not count.
    expect(answerDay(Date.parse('2026-11-27T10:00:00+08:00'), 1)).toBe('2026-11-30');
  });
});
