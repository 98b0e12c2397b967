import {
  PARENT_VIEWS,
  PUBLIC_PAGE_PATHS,
  STUDENT_TABS,
  type AttemptSummary,
} from '@abhyas/contracts';
import type { Page } from 'playwright-core';
import { blockingViolations } from '../harness/accessibility';
import { screenshot } from '../harness/browser';
import { openFamilyBrowser, type FamilyBrowser } from '../harness/family-browser';
import { FamilyApi, takeTest, type ApiChild, type ScheduledPaper } from '../harness/family-api';
import { registerParent } from '../harness/parent-account';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';
import { studentSignIn } from '../harness/test-steps';

const unique = Date.now().toString().slice(-6);
const parent = {
  name: 'Meera Iyer',
  email: `meera.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `93${unique}41`,
};
const childName = `Arjun ${unique}`;

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 360, height: 740 };

/** Waits until the page has its data: no request in flight and no "Loading…" note left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !/(^|\s)Loading\b/.test(document.querySelector('main')?.textContent ?? ''),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Opens each path at desktop and at phone width and runs axe over it; returns only the pages
 * with serious or critical violations, so a failure names the page, the rule and the elements.
 */
async function auditPages(page: Page, baseUrl: string, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await settle(page);
      const violations = await blockingViolations(page);
      if (violations.length > 0) {
        found[`${path} at ${viewport.width} px`] = violations;
      }
    }
  }
  await page.setViewportSize(DESKTOP);
  return found;
}

describe('accessibility in Chromium: no serious or critical axe violation on any page, at desktop and 360 px', () => {
  let platform: StandaloneHandle;
  let windows: FamilyBrowser;
  let child: ApiChild;
  let taken: ScheduledPaper;
  let waiting: ScheduledPaper;
  let attempt: AttemptSummary;

  beforeAll(async () => {
    platform = await startStandalone(5981, { SEED_DEMO: 'false', OPENAI_API_KEY: '' });
    await registerParent(platform.url, parent);
    const family = await FamilyApi.signIn(platform.url, parent.email, parent.password);
    child = await family.addChild(childName);
    taken = await family.scheduleBankPaper(child, `Squares practice ${unique}`);
    waiting = await family.scheduleBankPaper(child, `Numbers practice ${unique}`);
    await takeTest(platform.url, child, taken, false);
    const attempts = await family.get<{ attempts: AttemptSummary[] }>(
      `/api/test-attempts/student/${family.parentId}/${encodeURIComponent(childName)}`,
    );
    attempt = attempts.body.attempts.find((entry) => entry.status === 'completed')!;
    windows = await openFamilyBrowser(platform.url, parent);
  }, 240_000);
  afterAll(async () => {
    await windows?.close();
    await platform?.stop();
  });

  it('holds on every public page and the Not Found page', async () => {
    const page = await windows.browser.newPage();
    try {
      const paths = [...PUBLIC_PAGE_PATHS, '/no-such-page'];
      expect(await auditPages(page, platform.url, paths)).toEqual({});
    } finally {
      await page.close();
    }
  }, 240_000);

  it('holds on every parent screen and every view of the parent dashboard', async () => {
    const paths = [
      ...PARENT_VIEWS.map((view) => `/parent-dashboard?view=${view}`),
      '/parent/add-child',
      '/create-paper',
      '/parent/view-papers',
      `/test-results?paperId=${taken.paperId}&studentName=${encodeURIComponent(childName)}`,
    ];
    expect(await auditPages(windows.parentPage, platform.url, paths)).toEqual({});
  }, 300_000);

  it('holds on every student tab, the test screen and the student’s result', async () => {
    const page = await windows.studentPage();
    await studentSignIn(page, platform.url, child.username, child.pin);
    const paths = [
      ...STUDENT_TABS.map((tab) => `/student-dashboard?tab=${tab}`),
      `/student-results?attemptId=${attempt._id}`,
      `/test-taking?paperId=${waiting.paperId}&testName=${encodeURIComponent(waiting.title)}`,
    ];
    expect(await auditPages(page, platform.url, paths)).toEqual({});
  }, 300_000);

  it('at 360 px folds the sidebar behind a Menu button, and the Transaction Log scrolls in its own region', async () => {
    const page = windows.parentPage;
    await page.setViewportSize(PHONE);
    try {
      await page.goto(`${platform.url}/parent-dashboard`);
      await settle(page);
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await sidebar.isVisible()).toBe(false);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await screenshot(page, 'dashboard-360-menu-closed');

      await menu.click();
      await sidebar.waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await screenshot(page, 'dashboard-360-menu-open');
      await sidebar.getByRole('link', { name: 'Transaction Log' }).click();
      await page.waitForURL('**view=transaction-log**');
      // Choosing an entry folds the menu again.
      await sidebar.waitFor({ state: 'hidden' });

      const region = page.getByRole('region', { name: /transactions/i }).first();
      await region.waitFor();
      expect(await region.getAttribute('tabindex')).toBe('0');
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
      await screenshot(page, 'transaction-log-360');
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  }, 120_000);

  it('keeps the signed-in landmarks side by side: header, navigation and main', async () => {
    const page = windows.parentPage;
    await page.goto(`${platform.url}/parent-dashboard`);
    await settle(page);
    const nesting = await page.evaluate(() => {
      const main = document.querySelector('main');
      return {
        mains: document.querySelectorAll('main').length,
        headerInMain: Boolean(main?.querySelector('header')),
        sidebarInMain: Boolean(main?.querySelector('nav[aria-label="Dashboard"]')),
      };
    });
    expect(nesting).toEqual({ mains: 1, headerInMain: false, sidebarInMain: false });
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const page = await windows.browser.newPage();
    try {
      await page.goto(`${platform.url}/login`);
      const parentTab = page.getByRole('tab', { name: 'Parent' });
      const studentTab = page.getByRole('tab', { name: 'Student' });
      await parentTab.focus();
      await page.keyboard.press('ArrowRight');
      expect(await studentTab.getAttribute('aria-selected')).toBe('true');
      expect(await studentTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
      await page.locator('#login-username').waitFor();
      // Only the chosen tab is in the Tab order.
      expect(await parentTab.getAttribute('tabindex')).toBe('-1');
      await page.keyboard.press('ArrowRight');
      expect(await parentTab.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('End');
      expect(await studentTab.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Home');
      expect(await parentTab.getAttribute('aria-selected')).toBe('true');
    } finally {
      await page.close();
    }

    const parentPage = windows.parentPage;
    await parentPage.goto(`${platform.url}/parent-dashboard?view=transaction-log`);
    const credits = parentPage.getByRole('tab', { name: 'Credit Transactions' });
    await credits.focus();
    await parentPage.keyboard.press('ArrowLeft');
    const payments = parentPage.getByRole('tab', { name: 'Payment History' });
    expect(await payments.getAttribute('aria-selected')).toBe('true');
    await parentPage.getByRole('tabpanel', { name: 'Payment History' }).waitFor();
  });

  it('met no Content Security Policy violation', () => {
    expect(windows.csp.violations).toEqual([]);
  });
});
