import { indianDate, optionIndexOf, type PaperQuestion } from '@abhyas/contracts';
import type { Page } from 'playwright-core';

/** The parent's steps and the child's, shared by the browser suites that need a taken test. */

/** Adds a child on Add Student and returns the username and PIN shown once. */
export async function addChild(
  page: Page,
  name: string,
  className = 'Class 6',
): Promise<{ username: string; pin: string }> {
  await page.getByRole('link', { name: 'Add Student', exact: true }).first().click();
  await page.fill('#child-name', name);
  await page.selectOption('#child-class', className);
  await page.getByRole('button', { name: 'Add student' }).click();
  await page.getByText(`${name} has been added`).waitFor();
  return {
    username: (await page.getByTestId('credential-username').textContent()) ?? '',
    pin: (await page.getByTestId('credential-pin').textContent()) ?? '',
  };
}

/**
 * Generates a CBSE chapter-wise paper from the bank for the selected child and saves it.
 * Returns the generated questions with their keys, as the parent's browser received them.
 */
export async function generateChapterPaper(
  page: Page,
  title: string,
  chapters: readonly string[],
): Promise<PaperQuestion[]> {
  await page.getByRole('link', { name: 'Generate Paper', exact: true }).click();
  await page.getByTestId('create-paper').waitFor();
  await page.selectOption('#paper-type', 'chapter-wise');
  const list = page.getByTestId('chapter-list');
  for (const chapter of chapters) {
    await list.getByText(chapter, { exact: false }).click();
  }
  await page.getByTestId('available-questions').getByText('in the chosen chapters').waitFor();
  await page.fill('#paper-title', title);
  await page.getByText('Checking the title...').waitFor({ state: 'detached' });
  const generated = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/generate-paper'),
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Generate Paper', exact: true }).click();
  const body = (await (await generated).json()) as { paper?: { questions?: PaperQuestion[] } };
  await page.getByTestId('paper-preview').waitFor({ timeout: 30_000 });
  await page.getByTestId('save-paper').click();
  await page.getByRole('button', { name: 'Saved' }).waitFor();
  return body.paper?.questions ?? [];
}

/** Schedules a saved paper for today with its default duration. */
export async function scheduleForToday(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: 'Schedule Test', exact: true }).click();
  const paperOption = page.locator('#schedule-paper option', { hasText: title });
  await paperOption.waitFor({ state: 'attached' });
  await page.selectOption('#schedule-paper', (await paperOption.getAttribute('value')) ?? '');
  await page.fill('#schedule-date', indianDate(new Date()));
  await page.getByRole('button', { name: /^Schedule Test/ }).click();
  await page
    .locator('#schedule-status')
    .getByText(/scheduled/i)
    .waitFor();
}

/** Signs a child in with the username and PIN their parent was given. */
export async function studentSignIn(page: Page, url: string, username: string, pin: string) {
  await page.goto(`${url}/login`);
  await page.getByRole('tab', { name: 'Student' }).click();
  await page.fill('#login-username', username);
  await page.fill('#login-pin', pin);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/student-dashboard**');
}

/** The test screen says every answer reached the server. */
export const answersSaved = (page: Page) =>
  page.getByTestId('save-status').getByText('All answers saved').waitFor({ timeout: 15_000 });

/** Submits the test from its Submit dialog and waits for the dashboard. */
export async function submitTest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByTestId('submit-dialog');
  await dialog.getByRole('button', { name: 'Submit test' }).click();
  await page.waitForURL('**/student-dashboard**');
}

/**
 * Answers the multiple-choice question on screen with an option its key says is wrong, and
 * returns that question; null when the question on screen has no options or no key.
 */
export async function answerWrongly(
  page: Page,
  questions: readonly PaperQuestion[],
): Promise<PaperQuestion | null> {
  const current = page.getByTestId('current-question');
  const stemId = (await current.getAttribute('aria-labelledby')) ?? '';
  const question = questions.find((entry) => stemId === `question-${entry._id}-stem`);
  if (!question?.options || question.correctAnswer === undefined) {
    return null;
  }
  const correct = optionIndexOf(question.options, question.correctAnswer);
  await current
    .getByRole('radio')
    .nth(correct === 0 ? 1 : 0)
    .check();
  return question;
}
