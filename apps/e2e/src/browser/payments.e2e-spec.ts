import {
  CREDIT_MESSAGES,
  PAYMENT_MESSAGES,
  SANDBOX_FAILING_CARDS,
  WELCOME_BONUS_CREDITS,
  type UsageStats,
} from '@abhyas/contracts';
import type { Browser, Page } from 'playwright-core';
import { registerParent, signInParent, expectSidebarBalance } from '../harness/parent-account';
import { launchBrowser, screenshot } from '../harness/browser';
import { CspWatch } from '../harness/csp-watch';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';

const unique = Date.now().toString().slice(-6);
const parent = {
  role: 'parent',
  name: 'Lakshmi Menon',
  email: `lakshmi.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `97${unique}12`,
};

const sidebarBalance = (page: Page) => page.getByTestId('credit-balance');

const payInSandbox = async (page: Page, card?: string) => {
  const checkout = page.getByTestId('sandbox-checkout');
  await checkout.waitFor();
  await checkout.getByTestId('sandbox-banner').waitFor();
  if (card) {
    await checkout.getByTestId('sandbox-card-number').fill(card);
  }
  await checkout.getByTestId('sandbox-pay').click();
};

describe('credits and payments in Chromium (standalone shape)', () => {
  let platform: StandaloneHandle;
  let browser: Browser;
  let page: Page;
  const csp = new CspWatch();

  beforeAll(async () => {
    platform = await startStandalone(5939, { SEED_DEMO: 'false' });
    await registerParent(platform.url, parent);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    csp.watch(page);
    await signInParent(page, platform.url, parent);
  });
  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await platform?.stop();
  });

  it('shows the welcome bonus on the sidebar credit status card', async () => {
    await expectSidebarBalance(page, WELCOME_BONUS_CREDITS);
    const card = page.getByTestId('credit-status-card');
    await card
      .getByTestId('credit-status-balance')
      .getByText(String(WELCOME_BONUS_CREDITS))
      .waitFor();
    // 50 of the bar's 500 is 10 %.
    expect(await card.getByTestId('credit-progress').getAttribute('aria-valuenow')).toBe('10');
  });

  it('buys pay-as-you-go credits in the sandbox and sees balance and transaction', async () => {
    await page.getByRole('link', { name: 'Payment', exact: true }).click();
    await page.getByTestId('payment-page').waitFor();
    await page.getByRole('tab', { name: 'Pay As You Go' }).click();
    await page.getByRole('button', { name: 'Increase by 10 credits' }).click();
    await page.getByRole('button', { name: 'Increase by 10 credits' }).click();
    await page.getByTestId('payg-total').getByText('₹30').waitFor();

    await page.getByRole('button', { name: 'Buy 30 credits' }).click();
    await screenshot(page, 'payments-sandbox-checkout');
    await payInSandbox(page);

    await page.getByTestId('payment-status').getByText('30 credits').waitFor();
    await expectSidebarBalance(page, WELCOME_BONUS_CREDITS + 30);
    await page.getByTestId('payment-balance').getByText('80').waitFor();
    // The stepper goes back to its default after a purchase.
    expect(await page.getByTestId('payg-credits').inputValue()).toBe('10');
    await screenshot(page, 'payments-paid');

    await page.getByRole('link', { name: 'Transaction Log', exact: true }).click();
    const table = page.getByTestId('credit-transactions-table');
    await table.getByText('Purchased 30 credits').waitFor();
    await table.getByText('Welcome bonus').waitFor();
    await page.getByRole('tab', { name: 'Payment History' }).click();
    await page.getByTestId('payment-history-table').getByText('Completed').waitFor();
    await screenshot(page, 'payments-transaction-log');
  });

  it('shows a declined card with its message and lists it under recent payment issues', async () => {
    const declined = SANDBOX_FAILING_CARDS.find((card) => card.failureClass === 'card_declined')!;
    await page.getByRole('link', { name: 'Payment', exact: true }).click();
    await page.getByRole('tab', { name: 'Pay As You Go' }).click();
    await page.getByRole('button', { name: 'Buy 10 credits' }).click();
    await payInSandbox(page, declined.number);

    await page.getByTestId('sandbox-failure').getByText(PAYMENT_MESSAGES.cardDeclined).waitFor();
    // The modal is closed by force 2 s after a failure; the page keeps the message.
    await page.getByTestId('sandbox-checkout').waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByTestId('payment-status').getByText(PAYMENT_MESSAGES.cardDeclined).waitFor();
    await page.getByTestId('payment-issues').getByText(PAYMENT_MESSAGES.cardDeclined).waitFor();
    await expectSidebarBalance(page, WELCOME_BONUS_CREDITS + 30);
    await screenshot(page, 'payments-declined');
  });

  it('says when a typed amount of credits is rounded, instead of rounding silently', async () => {
    await page.getByRole('tab', { name: 'Pay As You Go' }).click();
    const field = page.getByTestId('payg-credits');
    await field.fill('34');
    const note = page.getByTestId('payg-rounding');
    await note.getByText('34 is rounded to 30: credits are sold in steps of 10.').waitFor();
    await page.getByRole('button', { name: 'Buy 30 credits' }).waitFor();
    await field.blur();
    expect(await field.inputValue()).toBe('30');
    // Still said after the field snapped, until the amount changes again.
    expect(await note.textContent()).toContain('rounded to 30');
    await field.fill('5');
    await note.getByText('The smallest purchase is 10 credits.').waitFor();
    await screenshot(page, 'payments-payg-rounding');
    await page.getByRole('button', { name: 'Increase by 10 credits' }).click();
    expect(await note.textContent()).toBe('');
  });

  it('cancels the payment of a checkout closed without paying, shown in the payment history', async () => {
    await page.getByRole('tab', { name: 'Pay As You Go' }).click();
    await page.getByRole('button', { name: 'Buy 20 credits' }).click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.getByTestId('sandbox-banner').waitFor();
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitFor({ state: 'detached' });
    await page.getByTestId('payment-status').getByText(PAYMENT_MESSAGES.cancelled).waitFor();

    await page.getByRole('link', { name: 'Transaction Log', exact: true }).click();
    await page.getByRole('tab', { name: 'Payment History' }).click();
    const history = page.getByTestId('payment-history-table');
    const cancelled = history.getByRole('row').filter({ hasText: '20 credits' });
    await cancelled.getByText('Cancelled').waitFor();
    await screenshot(page, 'payments-cancelled-in-history');
    await expectSidebarBalance(page, WELCOME_BONUS_CREDITS + 30);
    await page.getByRole('link', { name: 'Payment', exact: true }).click();
  });

  it('asks for a plan, then subscribes and sees its credits', async () => {
    await page.getByRole('tab', { name: 'Subscription Plans' }).click();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByTestId('payment-status').getByText(PAYMENT_MESSAGES.selectPlan).waitFor();

    await page.getByRole('radio', { name: /^Standard/ }).click();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await payInSandbox(page);

    await expectSidebarBalance(page, WELCOME_BONUS_CREDITS + 30 + 300);
    await screenshot(page, 'payments-subscribed');
    await page.getByRole('link', { name: 'Transaction Log', exact: true }).click();
    await page.getByTestId('credit-transactions-table').getByText('Subscription').first().waitFor();
  });

  it('shows the current plan, and asks before buying it again, saying it adds a new term', async () => {
    await page.getByRole('link', { name: 'Payment', exact: true }).click();
    const plan = page.getByTestId('current-plan');
    const running = plan.getByTestId('plan-term-active');
    await running.getByText('Standard plan').waitFor();
    expect(await running.textContent()).toContain('300 credits');
    expect(await running.textContent()).toMatch(/Started\s*\d{1,2} \w{3} \d{4}/);
    expect(await running.textContent()).toMatch(/Ends\s*\d{1,2} \w{3} \d{4}/);
    expect(await running.getByTestId('plan-days-remaining').textContent()).toMatch(
      /^(2[89]|3[01]) days remaining$/,
    );
    await screenshot(page, 'payments-current-plan');

    await page.getByRole('tab', { name: 'Subscription Plans' }).click();
    await page.getByRole('radio', { name: /^Standard.*your current plan/ }).click();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Buy the Standard plan again?' });
    await confirm.getByText(/Buying it again adds a new month's term from/).waitFor();
    await screenshot(page, 'payments-repurchase-confirm');
    await confirm.getByRole('button', { name: 'Keep my plan as it is' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('sandbox-checkout').count()).toBe(0);

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Buy another term' }).click();
    await payInSandbox(page);
    await expectSidebarBalance(page, WELCOME_BONUS_CREDITS + 30 + 300 + 300);
    const next = plan.getByTestId('plan-term-upcoming');
    await next.getByText(/Next term from/).waitFor();
    await screenshot(page, 'payments-next-term');
  });

  it('draws daily usage and the usage breakdown once credits have been spent', async () => {
    // No service spends credits yet (paper generation and scheduling come later), so the
    // stats answer is given here, in the ledger's exact shape, to check what the page draws.
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];
    const stats: UsageStats = {
      period: 'month',
      papersGenerated: 3,
      testsScheduled: 2,
      daysRemaining: 41,
      totalCreditsUsed: 40,
      avgCreditsPerDay: 10,
      usageBreakdown: [
        { id: 'paper_generation', totalCredits: 30 },
        { id: 'test_scheduling', totalCredits: 10 },
      ],
      recentTransactions: [],
      dailyUsage: days.map((date, index) => ({ date, credits: [10, 0, 20, 10][index] })),
    };
    await page.route('**/api/credits/stats/**', (route) =>
      route.fulfill({ json: { success: true, stats } }),
    );
    await page.getByRole('link', { name: 'Payment', exact: true }).click();
    await page.reload();

    const usage = page.getByTestId('usage-analytics');
    const breakdown = usage.getByTestId('usage-breakdown-chart');
    await breakdown.locator('.recharts-pie-sector').nth(1).waitFor();
    await usage
      .getByTestId('daily-usage-chart')
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor();
    expect(await breakdown.locator('.recharts-pie-sector').count()).toBe(2);
    await breakdown.getByText('75%').waitFor();
    expect(await usage.getByTestId('stat-credits-used').textContent()).toBe('40');
    expect(await usage.getByTestId('stat-days-remaining').textContent()).toBe('41');
    await usage.scrollIntoViewIfNeeded();
    // Only for the picture: recharts animates its shapes in.
    await page.waitForTimeout(1_500);
    await screenshot(page, 'payments-usage-charts');
    await page.unroute('**/api/credits/stats/**');
  });

  it('says so when the balance cannot be fetched, and recovers with Try Again', async () => {
    await page.route('**/api/credits/balance/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Refresh credit balance' }).click();
    const error = page.getByTestId('credit-status-error');
    await error.getByText(CREDIT_MESSAGES.balanceUnavailable).waitFor({ timeout: 20_000 });
    await screenshot(page, 'payments-balance-unavailable');

    await page.unroute('**/api/credits/balance/**');
    await error.getByRole('button', { name: 'Try Again' }).click();
    await error.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await sidebarBalance(page).textContent()).toBe(String(WELCOME_BONUS_CREDITS + 630));
  });

  it('met no Content Security Policy violation on any page it visited', () => {
    expect(csp.documents).toBeGreaterThan(0);
    expect(csp.documentsWithoutPolicy).toEqual([]);
    expect(csp.violations).toEqual([]);
  });
});
