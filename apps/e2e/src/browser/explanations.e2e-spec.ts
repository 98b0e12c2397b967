import {
  CREDIT_COSTS,
  EXPLANATION_MESSAGES,
  EXPLANATION_RULES,
  TEST_RULES,
  WELCOME_BONUS_CREDITS,
  type PaperQuestion,
} from '@abhyas/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from '../harness/browser';
import type { CspWatch } from '../harness/csp-watch';
import { openFamilyBrowser, type FamilyBrowser } from '../harness/family-browser';
import { expectSidebarBalance, registerParent } from '../harness/parent-account';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';
import {
  addChild,
  answerWrongly,
  answersSaved,
  generateChapterPaper,
  scheduleForToday,
  studentSignIn,
  submitTest,
} from '../harness/test-steps';

const unique = Date.now().toString().slice(-6);
const parent = {
  role: 'parent',
  name: 'Kavya Menon',
  email: `kavya.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `96${unique}43`,
};
const childName = `Aarav ${unique}`;
const title = `Integers practice ${unique}`;
const chapters = ['Patterns in Mathematics', 'Lines and Angles'];
const afterSetup =
  WELCOME_BONUS_CREDITS - CREDIT_COSTS.generatePaperFromBank - TEST_RULES.scheduleCost;
const rejection = {
  reason: 'Work through the example in your book first',
  notes: 'Ask me tonight',
};

/** Answers the question on screen wrongly and returns its number. */
async function answerWronglyNumber(
  page: Page,
  questions: readonly PaperQuestion[],
): Promise<number> {
  const question = await answerWrongly(page, questions);
  if (!question) {
    throw new Error('the question on screen has no key');
  }
  return question.questionNumber;
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('explanations in Chromium: ask, approve for a credit, reject with a reason, read', () => {
  let platform: StandaloneHandle;
  let family: FamilyBrowser;
  let studentContext: BrowserContext;
  let parentPage: Page;
  let student: Page;
  let csp: CspWatch;
  let credentials = { username: '', pin: '' };
  let questions: PaperQuestion[] = [];
  const wrong: number[] = [];

  beforeAll(async () => {
    platform = await startStandalone(5951, { SEED_DEMO: 'false', OPENAI_API_KEY: '' });
    await registerParent(platform.url, parent);
    family = await openFamilyBrowser(platform.url, parent);
    ({ studentContext, parentPage, csp } = family);
  });
  afterAll(async () => {
    await family?.close();
    await platform?.stop();
  });

  it('sets a test for a new child', async () => {
    await parentPage.getByRole('link', { name: 'Explanation Requests', exact: true }).waitFor();
    credentials = await addChild(parentPage, childName);
    questions = await generateChapterPaper(parentPage, title, chapters);
    expect(questions.filter((question) => question.questionType === 'MCQ').length).toBeGreaterThan(
      2,
    );
    await scheduleForToday(parentPage, title);
    await expectSidebarBalance(parentPage, afterSetup);
  });

  it('lets the child get two multiple-choice questions wrong and submit', async () => {
    student = await studentContext.newPage();
    csp.watch(student);
    await studentSignIn(student, platform.url, credentials.username, credentials.pin);
    await student.getByRole('link', { name: 'Explanation Requests', exact: true }).click();
    await student.getByText(EXPLANATION_MESSAGES.noRequests).waitFor();
    await student.getByRole('link', { name: 'Available Tests', exact: true }).click();
    const card = student.getByTestId('test-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'Start Test' }).click();
    await student.waitForURL('**/test-taking**');
    await student.getByRole('heading', { name: /^MCQ$/ }).waitFor();
    wrong.push(await answerWronglyNumber(student, questions));
    await answersSaved(student);
    await student.getByRole('button', { name: 'Next →' }).click();
    await student.getByTestId('current-question').getByText('Question 2 of').waitFor();
    wrong.push(await answerWronglyNumber(student, questions));
    await answersSaved(student);
    await submitTest(student);
  });

  it('asks for an explanation of the first wrong answer, with a reason', async () => {
    await student.getByRole('link', { name: 'Test Results', exact: true }).click();
    await student
      .getByTestId('result-card')
      .filter({ hasText: title })
      .getByRole('button', { name: 'View details' })
      .click();
    const detail = student.getByTestId('result-detail');
    await detail.getByRole('button', { name: `Question ${wrong[0]}`, exact: true }).click();
    const ask = detail.getByRole('button', { name: /^Request Detailed Explanation/ });
    expect(await ask.textContent()).toContain('1 Credit');
    await ask.click();

    const dialog = student.getByTestId('request-explanation-dialog');
    await dialog.getByText('Cost: 1 Credit.').waitFor();
    await dialog.getByTestId(`explain-${wrong[0]}-reason-counter`).getByText('0/200').waitFor();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText(EXPLANATION_MESSAGES.reasonRequired).waitFor();
    await dialog.getByLabel('Why do you want an explanation?').fill('   ');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText(EXPLANATION_MESSAGES.reasonRequired).waitFor();
    const reason = 'I thought the angles were equal here';
    await dialog.getByLabel('Why do you want an explanation?').fill(reason);
    await dialog.getByText(`${reason.length}/${EXPLANATION_RULES.maxReasonLength}`).waitFor();
    await dialog.getByLabel('How soon do you need it?').selectOption('high');
    await screenshot(student, 'explanations-request-dialog');
    await student.setViewportSize({ width: 360, height: 740 });
    await screenshot(student, 'explanations-request-dialog-360');
    await student.setViewportSize({ width: 1280, height: 860 });
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await detail.getByText(EXPLANATION_MESSAGES.submitted).waitFor();
    await detail.getByText('Awaiting Parent Approval').waitFor();
    await screenshot(student, 'explanations-result-pending');
  });

  it('asks about the second wrong answer too', async () => {
    const detail = student.getByTestId('result-detail');
    await detail.getByRole('button', { name: `Question ${wrong[1]}`, exact: true }).click();
    await detail.getByRole('button', { name: /^Request Detailed Explanation/ }).click();
    const dialog = student.getByTestId('request-explanation-dialog');
    await dialog.getByLabel('Why do you want an explanation?').fill('Not sure how to start');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await detail.getByText('Awaiting Parent Approval').waitFor();
  });

  it('shows the parent both requests pending, with the count in the sidebar', async () => {
    await parentPage.goto(`${platform.url}/parent-dashboard?view=explanation-requests`);
    await parentPage.getByTestId('pending-explanations').getByText('2').waitFor();
    const filters = parentPage.getByTestId('explanation-filters');
    await filters.getByRole('tab', { name: 'Pending (2)' }).click();
    const cards = parentPage.getByTestId('explanation-request');
    expect(await cards.count()).toBe(2);
    await cards.filter({ hasText: childName }).first().waitFor();
    await cards.filter({ hasText: 'High urgency' }).getByText('I thought the angles').waitFor();
    await screenshot(parentPage, 'explanations-parent-pending');
  });

  it('approves the first for a credit, with a note', async () => {
    const card = parentPage.getByTestId('explanation-request').filter({ hasText: `Q${wrong[0]}.` });
    await card.getByRole('button', { name: 'Review' }).click();
    const dialog = parentPage.getByTestId('review-explanation-dialog');
    await dialog.getByLabel('Notes for your child').fill('Read it twice');
    await dialog.getByText('13/100').waitFor();
    await screenshot(parentPage, 'explanations-review');
    await parentPage.setViewportSize({ width: 360, height: 740 });
    expect(await noOverflow(parentPage)).toBeLessThanOrEqual(0);
    await screenshot(parentPage, 'explanations-review-360');
    await parentPage.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole('button', { name: 'Approve request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await parentPage.getByText(EXPLANATION_MESSAGES.approved).waitFor();
    await expectSidebarBalance(parentPage, afterSetup - EXPLANATION_RULES.cost);
    await parentPage.getByTestId('pending-explanations').getByText('1').waitFor();
  });

  it('rejects the second only with a reason, and says so', async () => {
    const card = parentPage.getByTestId('explanation-request').filter({ hasText: `Q${wrong[1]}.` });
    await card.getByRole('button', { name: 'Review' }).click();
    const dialog = parentPage.getByTestId('review-explanation-dialog');
    await dialog.getByLabel('Reject').check();
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await dialog.getByText(EXPLANATION_MESSAGES.rejectReasonRequired).waitFor();
    await dialog.getByLabel('Reason for rejection').fill(rejection.reason);
    await dialog.getByLabel('Notes for your child').fill(rejection.notes);
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await parentPage.getByText(EXPLANATION_MESSAGES.rejected).waitFor();
    await parentPage.getByTestId('pending-explanations').waitFor({ state: 'detached' });
    // Nothing taken for a rejection.
    await expectSidebarBalance(parentPage, afterSetup - EXPLANATION_RULES.cost);
    await parentPage.getByTestId('explanation-filters').getByRole('tab', { name: /^All/ }).click();
    await screenshot(parentPage, 'explanations-parent-decided');
    await parentPage.setViewportSize({ width: 360, height: 740 });
    expect(await noOverflow(parentPage)).toBeLessThanOrEqual(0);
    await parentPage.getByTestId('explanation-filters').scrollIntoViewIfNeeded();
    await screenshot(parentPage, 'explanations-parent-decided-360');
    await parentPage.setViewportSize({ width: 1366, height: 900 });
  });

  it('shows the child the explanation and the refusal', async () => {
    await student.getByRole('link', { name: 'Explanation Requests', exact: true }).click();
    const cards = student.getByTestId('explanation-request');
    const rejected = cards.filter({ hasText: `Q${wrong[1]}.` });
    await rejected.getByText(rejection.reason).waitFor();
    await rejected.getByText(rejection.notes).waitFor();
    await screenshot(student, 'explanations-student-list');

    await cards
      .filter({ hasText: `Q${wrong[0]}.` })
      .getByRole('button', { name: 'View Detailed Explanation' })
      .click();
    const modal = student.getByTestId('explanation-detail');
    await modal.getByRole('heading', { name: 'Detailed solution' }).waitFor();
    await modal.getByText(`Question ${wrong[0]}`, { exact: false }).first().waitFor();
    expect(await modal.locator('ol li').count()).toBeGreaterThan(0);
    await modal.getByText('1 Credit', { exact: false }).waitFor();
    await screenshot(student, 'explanations-detail');
    await student.setViewportSize({ width: 360, height: 740 });
    await screenshot(student, 'explanations-detail-360');
    await student.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await noOverflow(student)).toBeLessThanOrEqual(0);
    await student.getByTestId('explanation-filters').scrollIntoViewIfNeeded();
    await screenshot(student, 'explanations-student-list-360');
    await student.setViewportSize({ width: 1280, height: 860 });

    await student
      .getByTestId('explanation-filters')
      .getByRole('tab', { name: 'Rejected (1)' })
      .click();
    expect(await cards.count()).toBe(1);
  });

  it('shows each decision on the result too, where the explanation opens', async () => {
    await student.getByRole('link', { name: 'Test Results', exact: true }).click();
    await student
      .getByTestId('result-card')
      .filter({ hasText: title })
      .getByRole('button', { name: 'View details' })
      .click();
    const detail = student.getByTestId('result-detail');
    await detail.getByRole('button', { name: `Question ${wrong[1]}`, exact: true }).click();
    await detail.getByText(rejection.reason).waitFor();
    await detail.getByRole('button', { name: `Question ${wrong[0]}`, exact: true }).click();
    await detail.getByRole('button', { name: 'View Detailed Explanation' }).click();
    const modal = student.getByTestId('explanation-detail');
    await modal.getByRole('heading', { name: 'Key concepts' }).waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await screenshot(student, 'explanations-result-approved');
  });

  it('met no Content Security Policy violation on any page it visited', () => {
    expect(csp.documents).toBeGreaterThan(0);
    expect(csp.violations).toEqual([]);
  });
});
