import {
  CREDIT_COSTS,
  TEST_MESSAGES,
  TEST_RULES,
  WELCOME_BONUS_CREDITS,
  indianDate,
} from '@abhyas/contracts';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser';
import { CspWatch } from '../harness/csp-watch';
import { expectSidebarBalance, registerParent, signInParent } from '../harness/parent-account';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';
import {
  addChild,
  answersSaved as saved,
  generateChapterPaper,
  studentSignIn,
} from '../harness/test-steps';

const unique = Date.now().toString().slice(-6);
const parent = {
  role: 'parent',
  name: 'Meera Iyer',
  email: `meera.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `97${unique}21`,
};
const childName = `Ishaan ${unique}`;
const title = `Angles practice ${unique}`;
const chapters = ['Patterns in Mathematics', 'Lines and Angles'];

/** Keys a student must never receive before the test is submitted. */
const SECRET_KEYS = ['correctAnswer', 'acceptedAnswers', 'modelAnswer', 'rubric', 'explanation'];

const secretKeysIn = (value: unknown, path = '$'): string[] => {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => secretKeysIn(item, `${path}[${index}]`));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [
      ...(SECRET_KEYS.includes(key) ? [`${path}.${key}`] : []),
      ...secretKeysIn(inner, `${path}.${key}`),
    ]);
  }
  return [];
};

/**
 * Reads every JSON answer the student's pages get from the API while `scanning` is on, and
 * records any answer key found in one.
 */
class SecretScan {
  scanning = false;
  readonly responses: string[] = [];
  readonly leaks: string[] = [];

  watch(context: BrowserContext): void {
    context.on('response', (response: Response) => void this.read(response));
  }

  private async read(response: Response) {
    if (!this.scanning || !response.url().includes('/api/')) {
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('json')) {
      return;
    }
    const body: unknown = await response.json().catch(() => null);
    this.responses.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    for (const key of secretKeysIn(body)) {
      this.leaks.push(`${response.url()}: ${key}`);
    }
  }
}

describe('tests in Chromium: schedule, take (reload, offline), submit, results, retake', () => {
  let platform: StandaloneHandle;
  let browser: Browser;
  let parentContext: BrowserContext;
  let studentContext: BrowserContext;
  let parentPage: Page;
  let student: Page;
  const csp = new CspWatch();
  const scan = new SecretScan();
  let username = '';
  let pin = '';
  let paperId = '';

  beforeAll(async () => {
    platform = await startStandalone(5947, { SEED_DEMO: 'false', OPENAI_API_KEY: '' });
    await registerParent(platform.url, parent);
    browser = await launchBrowser();
    parentContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    studentContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    scan.watch(studentContext);
    parentPage = await parentContext.newPage();
    csp.watch(parentPage);
    await signInParent(parentPage, platform.url, parent);
  });
  afterAll(async () => {
    await parentContext?.close();
    await studentContext?.close();
    await browser?.close();
    await platform?.stop();
  });

  it('shows Schedule Test and Test Results in the parent’s sidebar', async () => {
    await parentPage.getByRole('link', { name: 'Schedule Test', exact: true }).waitFor();
    await parentPage.getByRole('link', { name: 'Test Results', exact: true }).waitFor();
    // The progress views share the Overview section (progress.e2e-spec covers them).
    await parentPage.getByRole('link', { name: 'Timeline', exact: true }).waitFor();
  });

  it('adds a class 6 child and notes the username and PIN', async () => {
    ({ username, pin } = await addChild(parentPage, childName));
    expect(pin).toMatch(/^\d{4}$/);
  });

  it('generates and saves a CBSE chapter-wise paper from the bank', async () => {
    await generateChapterPaper(parentPage, title, chapters);
  });

  it('asks for a paper and a due date, then schedules the paper for today', async () => {
    await parentPage.getByRole('link', { name: 'Schedule Test', exact: true }).click();
    await parentPage.getByRole('heading', { name: `Schedule a test for ${childName}` }).waitFor();
    await parentPage.getByRole('button', { name: /^Schedule Test/ }).click();
    await parentPage.getByText(TEST_MESSAGES.selectPaperAndDate).waitFor();

    const paperOption = parentPage.locator('#schedule-paper option', { hasText: title });
    await paperOption.waitFor({ state: 'attached' });
    await parentPage.selectOption(
      '#schedule-paper',
      (await paperOption.getAttribute('value')) ?? '',
    );
    // A Mathematics board paper defaults to 45 minutes (parent doc §5).
    expect(await parentPage.inputValue('#schedule-duration')).toBe('45');
    const today = indianDate(new Date());
    expect(await parentPage.getAttribute('#schedule-date', 'min')).toBe(today);
    await parentPage.fill('#schedule-date', today);
    // A double click schedules (and charges) once.
    await parentPage.getByRole('button', { name: /^Schedule Test/ }).dblclick();
    await parentPage
      .locator('#schedule-status')
      .getByText(/scheduled/i)
      .waitFor();
    await expectSidebarBalance(
      parentPage,
      WELCOME_BONUS_CREDITS - CREDIT_COSTS.generatePaperFromBank - TEST_RULES.scheduleCost,
    );
    const row = parentPage.getByTestId('schedule-list').locator('tr', { hasText: title });
    await row.getByText('Not started').waitFor();
    await row.getByText('45 min').waitFor();
  });

  it('gives the child 25% extra time', async () => {
    await parentPage.getByText('25% more time').click();
    await parentPage.getByText(TEST_MESSAGES.extraTimeSaved).waitFor();
    await screenshot(parentPage, 'tests-schedule');
    await parentPage.setViewportSize({ width: 360, height: 740 });
    const overflow = await parentPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await parentPage.getByTestId('schedule-list').scrollIntoViewIfNeeded();
    await screenshot(parentPage, 'tests-schedule-360');
    await parentPage.setViewportSize({ width: 1366, height: 900 });
  });

  it('shows the student the test for today, without any answer key', async () => {
    scan.scanning = true;
    student = await studentContext.newPage();
    csp.watch(student);
    await studentSignIn(student, platform.url, username, pin);
    await student.getByRole('link', { name: 'Available Tests', exact: true }).click();
    const card = student.getByTestId('test-card').filter({ hasText: title });
    await card.getByText('Today', { exact: true }).waitFor();
    await card.getByText('Mathematics', { exact: false }).first().waitFor();
    await screenshot(student, 'tests-available');
    await card.getByRole('button', { name: 'Start Test' }).click();
    await student.waitForURL('**/test-taking**');
    paperId = new URL(student.url()).searchParams.get('paperId') ?? '';
    expect(paperId).not.toBe('');
    await student.getByTestId('current-question').waitFor();
    // 45 minutes plus 25%: 56:15, counting down.
    const clock = (await student.getByTestId('test-timer').textContent()) ?? '';
    expect(clock).toMatch(/^56:1\d$/);
    await student.getByRole('heading', { name: /^MCQ$/ }).waitFor();
  });

  it('saves answers, flags and the place, and finds them after a reload', async () => {
    const question = student.getByTestId('current-question');
    await question.getByRole('radio').nth(1).check();
    await saved(student);
    await student.getByRole('button', { name: 'Next →' }).click();
    await question.getByRole('radio').nth(2).check();
    await student.getByRole('button', { name: 'Flag for review' }).click();
    await student.getByRole('button', { name: 'Next →' }).click();
    await question.getByText('Question 3 of', { exact: false }).waitFor();
    await saved(student);
    // Progress is saved a second after the last move.
    await student.waitForTimeout(1_800);
    await screenshot(student, 'tests-taking');

    await student.reload();
    await question.getByText('Question 3 of', { exact: false }).waitFor();
    const navigator = student.getByTestId('question-navigator');
    await navigator.getByRole('button', { name: /^Question 1, answered$/ }).waitFor();
    await navigator
      .getByRole('button', { name: /^Question 2, answered, flagged for review$/ })
      .waitFor();
    await student.getByRole('button', { name: 'Previous', exact: false }).click();
    expect(await question.getByRole('radio').nth(2).isChecked()).toBe(true);
    await student.getByRole('button', { name: 'Next →' }).click();
  });

  it('keeps answering offline and sends the answers when back online', async () => {
    await studentContext.setOffline(true);
    await student.getByText(TEST_MESSAGES.offlineBanner).waitFor();
    const question = student.getByTestId('current-question');
    await question.getByRole('radio').first().check();
    await student.getByTestId('save-status').getByText('Offline – answers will be sent').waitFor();
    await screenshot(student, 'tests-offline');
    await studentContext.setOffline(false);
    await saved(student);
    expect(await student.getByText(TEST_MESSAGES.offlineBanner).count()).toBe(0);
  });

  it('sums up unanswered and flagged questions, then submits', async () => {
    await student.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = student.getByTestId('submit-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('summary-flagged').textContent()).toBe('Flagged for review: 1');
    const unanswered = Number(
      ((await dialog.getByTestId('summary-unanswered').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(unanswered).toBeGreaterThan(0);
    await screenshot(student, 'tests-submit-dialog');
    expect(scan.responses.length).toBeGreaterThan(3);
    expect(scan.leaks).toEqual([]);
    scan.scanning = false;
    await dialog.getByRole('button', { name: 'Submit test' }).click();
    await student.waitForURL('**/student-dashboard**');
    await student.getByTestId('flash-message').waitFor();
  });

  it('shows the student the result, question by question', async () => {
    await student.getByRole('link', { name: 'Test Results', exact: true }).click();
    const card = student.getByTestId('result-card').filter({ hasText: title });
    await card.waitFor();
    await card.getByRole('button', { name: 'View details' }).click();
    const detail = student.getByTestId('result-detail');
    await detail.getByTestId('result-summary').waitFor();
    await detail.getByText('Question 1 of', { exact: false }).waitFor();
    await detail.getByRole('button', { name: 'Next →' }).click();
    await detail.getByText('Question 2 of', { exact: false }).waitFor();
    await screenshot(student, 'tests-student-result');
    await student.setViewportSize({ width: 360, height: 740 });
    await screenshot(student, 'tests-student-result-360');
    await student.setViewportSize({ width: 1280, height: 860 });
    // Nothing answered yet on this card: the test is gone from Available Tests.
    await student.getByRole('link', { name: 'Available Tests', exact: true }).click();
    await student.getByText(TEST_MESSAGES.noTests).waitFor();
  });

  it('shows the parent the result and allows a retake', async () => {
    await parentPage.getByRole('link', { name: 'Test Results', exact: true }).click();
    const card = parentPage.getByTestId('parent-result-card').filter({ hasText: title });
    await card.waitFor();
    await card.getByRole('link', { name: 'View Detailed Results' }).click();
    await parentPage.waitForURL('**/test-results**');
    const result = parentPage.getByTestId('parent-result');
    await result.getByTestId('result-summary').getByText('Percentage').waitFor();
    expect(await parentPage.getByTestId('result-question').count()).toBeGreaterThan(5);
    await screenshot(parentPage, 'tests-parent-result');

    await parentPage.goBack();
    await card.getByRole('button', { name: 'Allow Retake' }).click();
    await parentPage.getByText(TEST_MESSAGES.newAttemptStarted(2)).waitFor();
    // The retake is allowed once: the button goes until it is taken.
    await card.getByRole('button', { name: 'Allow Retake' }).waitFor({ state: 'detached' });
    const row = parentPage.getByTestId('parent-result-card').filter({ hasText: title });
    expect(await row.count()).toBe(1);
  });

  it('opens the retake for the student as Continue Retake, at 360 px, by keyboard only', async () => {
    scan.scanning = true;
    const narrow = await studentContext.newPage();
    await narrow.setViewportSize({ width: 360, height: 740 });
    csp.watch(narrow);
    await narrow.goto(`${platform.url}/student-dashboard?tab=available-tests`);
    const card = narrow.getByTestId('test-card').filter({ hasText: title });
    const start = card.getByRole('button', { name: 'Continue Retake' });
    await start.waitFor();
    await screenshot(narrow, 'tests-available-360');
    // Tab to the button as a keyboard user would.
    for (let presses = 0; presses < 60; presses += 1) {
      if (await start.evaluate((element) => element === document.activeElement)) {
        break;
      }
      await narrow.keyboard.press('Tab');
    }
    expect(await start.evaluate((element) => element === document.activeElement)).toBe(true);
    await narrow.keyboard.press('Enter');
    await narrow.waitForURL('**/test-taking**');
    const question = narrow.getByTestId('current-question');
    await question.waitFor();
    await narrow.keyboard.press('1');
    expect(await question.getByRole('radio').first().isChecked()).toBe(true);
    await narrow.keyboard.press('ArrowRight');
    await question.getByText('Question 2 of', { exact: false }).waitFor();
    await narrow.keyboard.press('2');
    expect(await question.getByRole('radio').nth(1).isChecked()).toBe(true);
    await saved(narrow);
    const overflow = await narrow.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(narrow, 'tests-taking-360');

    const submit = narrow.getByRole('button', { name: 'Submit', exact: true });
    await submit.focus();
    await narrow.keyboard.press('Enter');
    const dialog = narrow.getByTestId('submit-dialog');
    await dialog.waitFor();
    expect(scan.leaks).toEqual([]);
    scan.scanning = false;
    // The dialog focuses its Submit button.
    await narrow.keyboard.press('Enter');
    await narrow.waitForURL('**/student-dashboard**');
    await narrow.close();
  });

  it('asks before a new attempt of a completed test, and says the parent must allow it', async () => {
    await student.goto(`${platform.url}/test-taking?paperId=${encodeURIComponent(paperId)}`);
    await student.getByText('You have already completed this test. Start a new attempt?').waitFor();
    await student.getByRole('button', { name: 'Start a new attempt' }).click();
    await student.getByRole('alert').waitFor();
    expect(await student.getByRole('button', { name: 'Start a new attempt' }).count()).toBe(0);
    await screenshot(student, 'tests-new-attempt-refused');
    await student.getByRole('link', { name: 'View Results' }).click();
    await student.waitForURL('**/student-results**');
    await student.getByTestId('result-summary').waitFor();
  });

  it('lets the parent switch attempts and change the marks of a written answer', async () => {
    await parentPage.goto(`${platform.url}/parent-dashboard?view=test-results`);
    const newest = parentPage.getByTestId('parent-result-card').filter({ hasText: 'Attempt 2' });
    await newest.getByRole('link', { name: 'View Detailed Results' }).click();
    const result = parentPage.getByTestId('parent-result');
    await result.getByText('Attempt 2', { exact: false }).first().waitFor();
    const switcher = parentPage.locator('#attempt-switcher');
    const first = await switcher.locator('option', { hasText: 'Attempt 1' }).getAttribute('value');
    await switcher.selectOption(first ?? '');
    await result.getByText('· Attempt 1', { exact: false }).waitFor();

    await parentPage.getByRole('button', { name: 'Change marks' }).first().click();
    const written = parentPage
      .getByTestId('result-question')
      .filter({ has: parentPage.getByRole('button', { name: 'Save marks' }) });
    await written.getByRole('button', { name: 'Save marks' }).click();
    await written.getByText('Please give a reason for the change.').waitFor();
    await written.getByLabel(/^Marks/).fill('1');
    await written.getByLabel('Reason').fill('Named the right idea in other words');
    await written.getByRole('button', { name: 'Save marks' }).click();
    // The form closes; the question shows the new marks and why.
    await parentPage.getByText(TEST_MESSAGES.overrideSaved).waitFor();
    await parentPage
      .getByText('(changed by parent: Named the right idea in other words)', { exact: false })
      .waitFor();
    await screenshot(parentPage, 'tests-parent-override');
  });

  it('met no Content Security Policy violation on any page it visited', () => {
    expect(csp.documents).toBeGreaterThan(0);
    expect(csp.violations).toEqual([]);
  });
});
