import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser';
import { startDistributed } from '../harness/distributed-platform';
import { waitFor, type DistributedPlatform } from '../harness/running-platform';

const healthStatus = async (url: string) =>
  ((await (await fetch(`${url}/api/health`)).json()) as { status: string }).status;

// jest.e2e.config.js leaves this file out (and says why) where PostgreSQL, Redis or Chromium is missing.
describe('service outage screens in Chromium (distributed shape)', () => {
  let platform: DistributedPlatform;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    platform = await startDistributed(5936, 5960);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  // Identity down only degrades (tokens are verified at the gateway): test-attempt is what no
  // student can do without.
  it('shows the 503 screen while test-attempt is down, with each service and the retry count, and recovers', async () => {
    await platform.stopService('test-attempt', 'SIGKILL');
    await waitFor(async () => ((await healthStatus(platform.url)) === 'error' ? true : undefined), {
      timeoutMs: 10_000,
    });

    await page.goto(platform.url);
    const banner = page.getByTestId('health-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Service temporarily unavailable');
    await screenshot(page, 'outage-first-failure');

    await banner.getByTestId('health-retry').click();
    const screen = page.getByTestId('service-unavailable');
    await screen.waitFor();
    const text = await screen.textContent();
    expect(text).toContain('The server is currently unavailable. Please try again later.');
    expect(text).toMatch(/Tests & results\s*Down/);
    expect(await page.getByTestId('retry-count').textContent()).toBe('1');
    await screenshot(page, 'outage-503-screen');

    await platform.startService('test-attempt');
    await waitFor(async () => ((await healthStatus(platform.url)) === 'ok' ? true : undefined), {
      timeoutMs: 15_000,
    });
    await screen.getByTestId('health-retry').click();
    await screen.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'outage-recovered');
  });

  it('names a degraded service in a dismissible toast', async () => {
    await platform.stopService('payments');
    await waitFor(
      async () => ((await healthStatus(platform.url)) === 'degraded' ? true : undefined),
      {
        timeoutMs: 10_000,
      },
    );
    await page.goto(platform.url);
    const toast = page.getByTestId('degraded-toast');
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/Payments/);
    await screenshot(page, 'degraded-toast');
    await toast.getByRole('button', { name: 'Dismiss service notice' }).click();
    await toast.waitFor({ state: 'detached' });
    await platform.startService('payments');
  });
});
