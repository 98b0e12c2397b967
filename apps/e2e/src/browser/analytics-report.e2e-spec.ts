import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import {
  ANALYTICS_REPORT_ROUTES,
  type AnalyticsReportResponse,
  indianDate,
} from '@abhyas/contracts';
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callApi } from '../harness/api-session';
import { launchBrowser, screenshot } from '../harness/browser';
import { CspWatch } from '../harness/csp-watch';
import { FamilyApi, takeTest, type ApiChild } from '../harness/family-api';
import { expectSidebarBalance, registerParent, signInParent } from '../harness/parent-account';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';

const unique = Date.now().toString().slice(-6);
const parent = {
  name: 'Sunita Iyer',
  email: `sunita.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `94${unique}21`,
};
// A name in Devanagari: the PDF's standard fonts cannot show it, and the report must not fail.
const childName = `आशा ${unique}`;

describe('the detailed analytics report in Chromium: 2 credits, a PDF per click', () => {
  let platform: StandaloneHandle;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let family: FamilyApi;
  let child: ApiChild;
  const csp = new CspWatch();

  beforeAll(async () => {
    platform = await startStandalone(5973, { SEED_DEMO: 'false', OPENAI_API_KEY: '' });
    await registerParent(platform.url, parent);
    family = await FamilyApi.signIn(platform.url, parent.email, parent.password);
    child = await family.addChild(childName);
    const paper = await family.scheduleBankPaper(child, `Squares report ${unique}`);
    await takeTest(platform.url, child, paper, true);

    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    csp.watch(page);
    await signInParent(page, platform.url, parent);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await platform?.stop();
  });

  const openReports = async () => {
    await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await page.selectOption('#student-selector', { label: `${childName} (Class 8)` });
    // The form opens from its button in the report's header.
    await page.getByTestId('detailed-report').locator('summary').click();
    await page.getByRole('heading', { name: 'Detailed analytics report' }).waitFor();
  };

  const balance = async () =>
    (await family.get<{ balance: number }>(`/api/credits/balance/${family.parentId}`)).body.balance;

  it('downloads the child’s report for the last 30 days and takes 2 credits', async () => {
    const before = await balance();
    await openReports();
    await expectSidebarBalance(page, before);
    const report = page.getByTestId('detailed-report');
    await report.getByText('2 credits', { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Download PDF (2 credits)' }).click(),
    ]);
    const today = indianDate(new Date());
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^abhyas-report-${unique}-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.pdf$`),
    );
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe(`Detailed analytics report: ${childName}`);
    await report
      .getByRole('status')
      .getByText(`2 credits used; your balance is ${before - 2}`)
      .waitFor();
    await expectSidebarBalance(page, before - 2);
    expect(await balance()).toBe(before - 2);
    await screenshot(page, 'analytics-report-downloaded');
    expect(csp.violations).toEqual([]);
  });

  it('is disabled with the reason once the balance is short of 2 credits', async () => {
    // Spend the rest on reports through the API (one request id each), below 2 credits.
    const login = await callApi<{ token: string }>(
      `${platform.url}/api/auth/login`,
      'POST',
      undefined,
      { email: parent.email, password: parent.password },
    );
    const url = `${platform.url}${ANALYTICS_REPORT_ROUTES.request(family.parentId, childName)}`;
    const period = { from: indianDate(new Date()), to: indianDate(new Date()) };
    for (let left = await balance(); left >= 2; left -= 2) {
      const answer = await callApi<AnalyticsReportResponse>(url, 'POST', login.body.token, {
        requestId: randomBytes(8).toString('hex'),
        ...period,
      });
      expect(answer.status).toBe(200);
    }
    await page.reload();
    await openReports();
    const report = page.getByTestId('detailed-report');
    await report.getByTestId('insufficient-credits').waitFor();
    expect(
      await report.getByRole('button', { name: 'Download PDF (2 credits)' }).isDisabled(),
    ).toBe(true);
    await screenshot(page, 'analytics-report-short');
  });
});
