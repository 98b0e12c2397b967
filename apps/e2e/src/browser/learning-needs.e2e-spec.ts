import {
  CREDIT_COSTS,
  LEARNING_MESSAGES,
  TEST_RULES,
  WELCOME_BONUS_CREDITS,
  type PaperQuestion,
  type PracticePaperResponse,
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
  name: 'Lakshmi Iyer',
  email: `lakshmi.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `95${unique}21`,
};
const childName = `Diya ${unique}`;
const title = `Patterns and angles ${unique}`;
const chapters = ['Patterns in Mathematics', 'Lines and Angles'];
const afterSetup =
  WELCOME_BONUS_CREDITS - CREDIT_COSTS.generatePaperFromBank - TEST_RULES.scheduleCost;

/** What sticks out past the window's right edge, named so a failure says what to fix. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) {
      return [];
    }
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 6)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
  });

/** The page at 360 px: nothing sticks out; pictures of its top and of `testId`. */
async function atPhoneWidth(page: Page, name: string, testId: string) {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, `${name}-360`);
    await page.getByTestId(testId).first().scrollIntoViewIfNeeded();
    // Two animation frames: the scrolled page is painted before its picture is taken.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await screenshot(page, `${name}-360-2`);
  } finally {
    await page.setViewportSize(size);
  }
}

/**
 * Opens a Learning Needs view until it shows skills: the graded attempt reaches
 * learning-analytics as an event, a moment after the submit.
 */
async function openUntilSkills(page: Page, url: string) {
  for (let tries = 0; tries < 10; tries++) {
    await page.goto(url);
    await page.getByTestId('learning-needs').waitFor();
    try {
      await page.getByTestId('learning-skill').first().waitFor({ timeout: 3_000 });
      return;
    } catch {
      // Not computed yet: ask again.
    }
  }
  throw new Error('no learning needs appeared');
}

describe('learning needs in Chromium: the student’s, the parent’s, and a practice paper from them', () => {
  let platform: StandaloneHandle;
  let family: FamilyBrowser;
  let studentContext: BrowserContext;
  let parentPage: Page;
  let student: Page;
  let csp: CspWatch;
  let credentials = { username: '', pin: '' };
  let questions: PaperQuestion[] = [];
  let wrongAnswers = 0;

  beforeAll(async () => {
    platform = await startStandalone(5961, { SEED_DEMO: 'false', OPENAI_API_KEY: '' });
    await registerParent(platform.url, parent);
    family = await openFamilyBrowser(platform.url, parent);
    ({ studentContext, parentPage, csp } = family);
  });
  afterAll(async () => {
    await family?.close();
    await platform?.stop();
  });

  it('sets a test for a new child', async () => {
    credentials = await addChild(parentPage, childName);
    questions = await generateChapterPaper(parentPage, title, chapters);
    await scheduleForToday(parentPage, title);
    await expectSidebarBalance(parentPage, afterSetup);
  });

  it('shows the child no learning data before any test, with Compute Learning Needs', async () => {
    student = await studentContext.newPage();
    csp.watch(student);
    await studentSignIn(student, platform.url, credentials.username, credentials.pin);
    await student.getByRole('link', { name: 'Learning Needs', exact: true }).click();
    await student.getByText(LEARNING_MESSAGES.noData).waitFor();
    await student.getByRole('button', { name: 'Compute Learning Needs' }).click();
    await student.getByText(LEARNING_MESSAGES.noData).waitFor();
    await screenshot(student, 'learning-needs-student-empty');
  });

  it('lets the child answer every multiple-choice question wrongly and submit', async () => {
    await student.getByRole('link', { name: 'Available Tests', exact: true }).click();
    const card = student.getByTestId('test-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'Start Test' }).click();
    await student.waitForURL('**/test-taking**');
    await student.getByRole('heading', { name: /^MCQ$/ }).waitFor();
    const next = student.getByRole('button', { name: 'Next →' });
    for (let i = 0; i < questions.length; i++) {
      if (await answerWrongly(student, questions)) {
        wrongAnswers++;
        await answersSaved(student);
      }
      if (i === questions.length - 1 || (await next.isDisabled())) {
        break;
      }
      await next.click();
      await student
        .getByTestId('current-question')
        .getByText(`Question ${i + 2} of`)
        .waitFor();
    }
    expect(wrongAnswers).toBeGreaterThan(2);
    await submitTest(student);
  });

  it('shows the child their learning needs, sections open where there is focus', async () => {
    await openUntilSkills(student, `${platform.url}/student-dashboard?tab=learning-needs`);
    await student.getByRole('heading', { name: 'Your learning needs' }).waitFor();
    expect(await student.getByRole('button', { name: 'Generate Practice Paper' }).count()).toBe(0);
    const focus = student.locator('[data-testid^="learning-section-"]').filter({
      has: student.locator('[aria-expanded="true"]'),
    });
    expect(await focus.count()).toBeGreaterThan(0);
    await student.getByTestId('learning-summary').waitFor();
    await screenshot(student, 'learning-needs-student');
    await atPhoneWidth(student, 'learning-needs-student', 'learning-skill');
  });

  it('shows the parent the same child’s learning needs with their evidence', async () => {
    await openUntilSkills(parentPage, `${platform.url}/parent-dashboard?view=learning-needs`);
    await parentPage.getByRole('heading', { name: `${childName}’s learning needs` }).waitFor();
    const skill = parentPage
      .getByTestId('skill-list-newFocus')
      .getByTestId('learning-skill')
      .first();
    await skill.getByText(/priority$/).waitFor();
    await skill.getByText('Why:', { exact: false }).click();
    const evidence = skill.getByTestId('skill-evidence');
    await evidence
      .getByText(/Question \d+ \(\w+\): wrong/)
      .first()
      .waitFor();
    await evidence.getByText('attempt 1', { exact: false }).first().waitFor();
    await screenshot(parentPage, 'learning-needs-parent');
    await atPhoneWidth(parentPage, 'learning-needs-parent', 'skill-evidence');
  });

  it('generates a practice paper on the focus topics once, charged 5, listed in View Papers', async () => {
    const answered = parentPage.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes('/api/papers/generate-from-learning-needs'),
      { timeout: 30_000 },
    );
    const button = parentPage.getByRole('button', { name: 'Generate Practice Paper' });
    // A double click is one request (the button is disabled while it runs) and one charge.
    await button.dblclick();
    const response = await answered;
    expect(response.status()).toBe(200);
    const practice = (await response.json()) as PracticePaperResponse;
    expect(practice.title).toMatch(/^Practice: /);

    await parentPage.waitForURL('**/parent-dashboard?view=view-papers**');
    await parentPage.getByTestId('flash-message').getByText(practice.title).waitFor();
    const item = parentPage.getByTestId('paper-item').filter({ hasText: practice.title });
    await item.waitFor();
    for (const area of practice.focusAreas) {
      await item.getByText(area.topic, { exact: false }).first().waitFor();
    }
    await item.getByText('Practice Test', { exact: false }).waitFor();
    await screenshot(parentPage, 'learning-needs-practice-paper');
    await atPhoneWidth(parentPage, 'learning-needs-practice-paper', 'paper-item');

    await expectSidebarBalance(parentPage, afterSetup - CREDIT_COSTS.generatePaperFromBank);
    await parentPage.reload();
    await parentPage.getByTestId('paper-item').first().waitFor();
    await expectSidebarBalance(parentPage, afterSetup - CREDIT_COSTS.generatePaperFromBank);
    expect(
      await parentPage.getByTestId('paper-item').filter({ hasText: 'Practice:' }).count(),
    ).toBe(1);
    expect(csp.violations).toEqual([]);
  });
});
