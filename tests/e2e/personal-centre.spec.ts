import { FORMS } from '@/config/forms';
import { STORAGE_KEYS } from '@/config/storage';
import { FOOTER_LINKS } from '@/content/navigation';
import { USER_PAGE } from '@/content/pages/user';
import { CHUNK_ERROR_BOUNDARY } from '@/content/ui/site';

import { expect, openPage, test } from './support/fixtures';
import { fillForm, landThenOpen, resultUrlRe, uniqueToken, waitForFillTime } from './support/leadForm';
import { TAKEN_OVER, takeover, watchTakeover } from './support/takeover';

/** The personal centre (/user): what this device keeps about the visitor, and clearing it. */

test('the personal centre says clearly when the visitor is not signed in', async ({ page, consoleErrors }) => {
  await openPage(page, '/user');
  await expect(page.getByTestId('uc-identity')).toContainText(USER_PAGE.profile.signedOut);
  await expect(page.getByText(USER_PAGE.enquiries.empty.text)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a signed-in visitor with saved materials: the page takes over its HTML and then fills in, with nothing moving', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((keys) => {
    localStorage.setItem(keys.openid, 'o-user-returning');
    localStorage.setItem(keys.openidExpires, String(Date.now() + 86_400_000));
    localStorage.setItem(keys.wechatUser, JSON.stringify({ openid: 'o-user-returning', nickname: '韦验收', avatar: '' }));
    const savedAt = new Date().toISOString();
    localStorage.setItem(keys.collect, JSON.stringify([{ id: 'rpt-returning', title: '收藏过的一份报告', kind: 'report', savedAt }]));
  }, STORAGE_KEYS);
  await watchTakeover(page);
  await openPage(page, '/user');
  await expect(page.getByTestId('uc-identity')).toContainText('韦验收');
  await expect(page.getByText('收藏过的一份报告')).toBeVisible();
  // Its heading is the HTML's own, hydrated; what only this browser knows came after, and nothing moved.
  expect(await takeover(page)).toEqual(TAKEN_OVER);
  expect(consoleErrors).toEqual([]);
});

test('the personal centre lists what this device keeps and clears it on request', async ({ page, consoleErrors }) => {
  await page.addInitScript((keys) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(keys.openid, 'o-user-e2e');
    localStorage.setItem(
      keys.submissions,
      JSON.stringify([
        {
          formKey: 'meeting',
          topic: '专家会议及访问支持',
          title: '专家会议及访问支持服务',
          kind: 'service',
          submittedAt: '2026-11-20T10:00:00+08:00',
          resultPath: '/resultMeetingPage',
        },
        {
          formKey: 'active-four',
          topic: '医药出海大会',
          title: '医药出海大会',
          kind: 'activity',
          submittedAt: '2026-11-21T09:00:00+08:00',
          resultPath: '/forms/active/result',
        },
      ]),
    );
    localStorage.setItem(
      keys.collect,
      JSON.stringify([{ id: 'm-1', title: '2026 半导体设备国产化白皮书', kind: 'whitepaper', savedAt: '2026-11-19T12:00:00+08:00' }]),
    );
    localStorage.setItem(`${keys.draftPrefix}meeting`, JSON.stringify({ name: '张三' }));
  }, STORAGE_KEYS);
  await openPage(page, '/user');
  await expect(page.getByTestId('uc-identity')).toContainText(USER_PAGE.profile.nicknameFallback);
  await expect(page.getByRole('region', { name: USER_PAGE.enquiries.title })).toContainText('专家会议及访问支持服务');
  await expect(page.getByRole('region', { name: USER_PAGE.registrations.title })).toContainText('医药出海大会');
  await expect(page.getByRole('region', { name: USER_PAGE.saved.title })).toContainText('2026 半导体设备国产化白皮书');

  await page.getByRole('button', { name: USER_PAGE.device.clear }).click();
  await page.getByRole('button', { name: USER_PAGE.device.confirm.yes }).click();
  // The analytics question is asked again (its answer went too), with a status region of its own.
  await expect(page.getByRole('status').filter({ hasText: USER_PAGE.cleared })).toHaveText(USER_PAGE.cleared);
  await expect(page.getByTestId('uc-identity')).toContainText(USER_PAGE.profile.signedOut);
  const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k === 'openid' || k.startsWith('zq.')));
  expect(left).toEqual([]);
  await page.reload();
  await expect(page.getByText(USER_PAGE.saved.empty.text)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a submission appears in the personal centre', async ({ page, consoleErrors }) => {
  const form = FORMS.find((f) => f.key === 'study')!;
  const openedAt = await landThenOpen(page, form);
  await fillForm(page, form, uniqueToken());
  await waitForFillTime(page, openedAt);
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(resultUrlRe(form));
  await page
    .getByRole('link', { name: FOOTER_LINKS.find((link) => link.path === '/user')!.label })
    .last()
    .click();
  await expect(page.getByRole('region', { name: USER_PAGE.enquiries.title })).toContainText(form.title!);
  expect(consoleErrors).toEqual([]);
});

test('damaged records in storage are dropped: the personal centre shows the rest and can still clear everything', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript((keys) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const good = {
      formKey: 'meeting',
      topic: '专家会议及访问支持',
      title: '专家会议及访问支持服务',
      kind: 'service',
      submittedAt: '2026-11-20T10:00:00+08:00',
      resultPath: '/resultMeetingPage',
    };
    localStorage.setItem(
      keys.submissions,
      JSON.stringify([good, { ...good, title: { html: '<b>x</b>' } }, { ...good, submittedAt: 20261120 }, null, 'junk']),
    );
    localStorage.setItem(keys.collect, '{"not":"a list"');
    localStorage.setItem(keys.downloads, JSON.stringify([{ id: 7, title: [] }]));
  }, STORAGE_KEYS);
  await openPage(page, '/user');
  await expect(page.getByText(CHUNK_ERROR_BOUNDARY.errorTitle)).toHaveCount(0);
  await expect(page.getByRole('region', { name: USER_PAGE.enquiries.title })).toContainText('专家会议及访问支持服务');
  await expect(page.getByRole('region', { name: USER_PAGE.enquiries.title }).locator('li')).toHaveCount(1);
  await expect(page.getByText(USER_PAGE.saved.empty.text)).toBeVisible();
  await page.getByRole('button', { name: USER_PAGE.device.clear }).click();
  await page.getByRole('button', { name: USER_PAGE.device.confirm.yes }).click();
  await expect(page.getByText(USER_PAGE.enquiries.empty.text)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
