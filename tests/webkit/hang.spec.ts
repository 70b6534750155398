import { COMMAND_TIMEOUT_MS, expect, open, pageHeading, takenOver, test } from './support/webkit';

/**
 * A browser that stops answering (its processes stopped, as a stuck MiniBrowser would be) fails the command sent to
 * it within 30 s, with a message that names the command, not at the test's timeout with no word of where; and the
 * next test gets a new browser and passes.
 */
test.describe.configure({ mode: 'serial' });

test('a command to a hung browser fails within 30 s and names itself', async ({ webkit, baseURL }) => {
  const browser = await webkit.fresh();
  await open(browser, baseURL, '/aboutUs');
  const stopped = webkit.browserProcesses();
  expect(stopped.length).toBeGreaterThan(0);
  for (const pid of stopped) {
    // A short-lived helper of the browser may have exited since it was listed (ESRCH): nothing to stop there.
    try {
      process.kill(pid, 'SIGSTOP');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }

  const sentAt = Date.now();
  const error = await browser.getTitle().then(
    () => null,
    (e: unknown) => e,
  );
  const took = Date.now() - sentAt;
  expect(error, 'the command failed').toBeInstanceOf(Error);
  expect(String((error as Error).message)).toMatch(/when running "title" with method "GET"/);
  expect(took).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 1_000);
  expect(took).toBeLessThan(30_000);
});

test('the next test gets a new browser, and passes', async ({ phone, baseURL }) => {
  await open(phone, baseURL, '/aboutUs');
  await takenOver(phone);
  expect(await pageHeading(phone)).toMatch(/[\u4e00-\u9fa5]/);
});
