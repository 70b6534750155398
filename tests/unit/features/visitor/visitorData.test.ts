import { STORAGE_KEYS } from '@/config/storage';
import { clearVisitorData, readVisitorData } from '@/features/visitor/visitorData';

const good = {
  formKey: 'meeting',
  topic: '专家会议及访问支持',
  title: '专家会议及访问支持服务',
  kind: 'service',
  submittedAt: '2026-11-20T10:00:00+08:00',
  resultPath: '/resultMeetingPage',
};

describe('the personal centre data', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('drops malformed records instead of handing them to the page', () => {
    localStorage.setItem(
      STORAGE_KEYS.submissions,
      JSON.stringify([good, { ...good, submittedAt: 42 }, { ...good, title: { text: 'x' } }, 'junk', null, { ...good, kind: 'hack' }]),
    );
    localStorage.setItem(
      STORAGE_KEYS.collect,
      JSON.stringify([{ id: 'm-1', title: ['白皮书'], kind: 'whitepaper', savedAt: '2026-11-19' }]),
    );
    localStorage.setItem(STORAGE_KEYS.downloads, '{"not":"a list"}');
    localStorage.setItem(STORAGE_KEYS.openid, '"><script>');
    const data = readVisitorData();
    expect(data.enquiries).toEqual([good]);
    expect(data.saved).toEqual([]);
    expect(data.downloads).toEqual([]);
    expect(data.openid).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.submissions)!)).toEqual([good]);
  });

  it('a stored value that is not even JSON gives empty lists', () => {
    localStorage.setItem(STORAGE_KEYS.submissions, '{');
    expect(readVisitorData().enquiries).toEqual([]);
  });

  it('clears drafts, pending keys and everything else the site keeps', () => {
    localStorage.setItem(`${STORAGE_KEYS.draftPrefix}meeting`, '{}');
    localStorage.setItem(`${STORAGE_KEYS.draftPrefix}meeting.idempotency`, '{}');
    localStorage.setItem(STORAGE_KEYS.submissions, JSON.stringify([good]));
    localStorage.setItem('other-site-key', 'kept');
    sessionStorage.setItem(STORAGE_KEYS.attribution, '{}');
    clearVisitorData();
    expect(Object.keys(localStorage)).toEqual(['other-site-key']);
    expect(sessionStorage.length).toBe(0);
  });
});
