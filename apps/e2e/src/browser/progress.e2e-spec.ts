import type { AttemptSummary } from '@abhyas/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshot } from '../harness/browser';
import type { CspWatch } from '../harness/csp-watch';
import { openFamilyBrowser, type FamilyBrowser } from '../harness/family-browser';
import { FamilyApi, takeTest, type ApiChild, type ScheduledPaper } from '../harness/family-api';
import { registerParent } from '../harness/parent-account';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';
import { studentSignIn } from '../harness/test-steps';

const unique = Date.now().toString().slice(-6);
const parent = {
  name: 'Lakshmi Rao',
  email: `lakshmi.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `95${unique}17`,
};
const busyName = `Riya ${unique}`;
const newName = `Kabir ${unique}`;

/**
 * What sticks out past the window's right edge (nothing, when the page does not scroll
 * sideways), named so a failure says which element to fix.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) {
      return [];
    }
    // An element inside a box that clips or scrolls sideways does not widen the page.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') {
          return true;
        }
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .slice(0, 6)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
  });

/** Looks at the page 360 px wide: nothing may stick out; pictures of what is asked for. */
async function atPhoneWidth(page: Page, name: string, testIds: string[]) {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    expect(await overflowing(page)).toEqual([]);
    for (const [index, testId] of testIds.entries()) {
      await page.getByTestId(testId).scrollIntoViewIfNeeded();
      await screenshot(page, `${name}-360${index === 0 ? '' : `-${index + 1}`}`);
    }
  } finally {
    await page.setViewportSize(size);
  }
}

const tile = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('strong').textContent();

/** The rows of a table's body, each as its cells' text. */
const tableRows = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );

describe('progress in Chromium: the parent’s Dashboard, Reports and Timeline, the student’s Analysis and Performance', () => {
  let platform: StandaloneHandle;
  let windows: FamilyBrowser;
  let browser: Browser;
  let studentContext: BrowserContext;
  let parentPage: Page;
  let csp: CspWatch;
  let busy: ApiChild;
  let fresh: ApiChild;
  /** The two submitted attempts as the server graded them, newest first. */
  let graded: AttemptSummary[] = [];
  const papers: ScheduledPaper[] = [];

  beforeAll(async () => {
    platform = await startStandalone(5955, { SEED_DEMO: 'false', OPENAI_API_KEY: '' });
    await registerParent(platform.url, parent);
    const family = await FamilyApi.signIn(platform.url, parent.email, parent.password);
    busy = await family.addChild(busyName);
    fresh = await family.addChild(newName);
    // Three tests for Riya (15 of the 50 welcome credits each): two taken, one still to take.
    for (const title of ['Squares', 'Numbers', 'Cubes']) {
      papers.push(await family.scheduleBankPaper(busy, `${title} practice ${unique}`));
    }
    await takeTest(platform.url, busy, papers[0], true);
    await takeTest(platform.url, busy, papers[1], false);
    const attempts = await family.get<{ attempts: AttemptSummary[] }>(
      `/api/test-attempts/student/${family.parentId}/${encodeURIComponent(busyName)}`,
    );
    graded = attempts.body.attempts.filter((attempt) => attempt.status === 'completed');

    windows = await openFamilyBrowser(platform.url, parent);
    ({ browser, studentContext, parentPage, csp } = windows);
  });
  afterAll(async () => {
    await windows?.close();
    await platform?.stop();
  });

  const average = () => ((graded[0].percentage ?? 0) + (graded[1].percentage ?? 0)) / 2;

  it('graded the full paper above the blank one', () => {
    expect(graded).toHaveLength(2);
    const [blank, full] = graded;
    expect(blank.paperId.title).toBe(papers[1].title);
    expect(blank.percentage).toBe(0);
    expect(full.percentage).toBeGreaterThan(0);
  });

  it('shows the parent the chosen child’s tiles, latest test, activity and weeks', async () => {
    await parentPage.selectOption('#student-selector', { label: `${busyName} (Class 8)` });
    await parentPage.getByRole('heading', { name: `${busyName}’s progress` }).waitFor();
    expect(await tile(parentPage, 'tile-subjects')).toBe('1');
    expect(await tile(parentPage, 'tile-tests-done')).toBe('2');
    expect(await tile(parentPage, 'tile-avg-score')).toBe(`${average().toFixed(1)}%`);
    expect(await tile(parentPage, 'tile-upcoming')).toBe('1');

    const latest = parentPage.getByTestId('recent-performance');
    await latest.getByRole('heading', { name: papers[1].title }).waitFor();
    await latest.getByText('0.00% · Needs Improvement').waitFor();

    const activity = parentPage.getByTestId('recent-activity').locator('li');
    expect(await activity.count()).toBe(2);
    await parentPage.getByTestId('upcoming-tests').getByText(papers[2].title).waitFor();

    // This week's bucket (the last) holds both tests; the three before it none.
    const weeks = await tableRows(parentPage, 'weekly-progress-chart-table');
    expect(weeks.map((row) => row[1])).toEqual(['0', '0', '0', '2']);
    expect(weeks[3][2]).toBe(`${average().toFixed(1)}%`);
    await parentPage.getByTestId('weekly-progress-chart').locator('svg.recharts-surface').waitFor();

    const suggestions = parentPage.getByTestId('suggestion-weak-areas');
    // Both tests are of one topic: it is a weak area exactly when their average is under 50 %.
    await suggestions
      .getByText(average() < 50 ? 'Revise topics scoring under 50%' : 'No topic is under 50%', {
        exact: false,
      })
      .waitFor();
    await screenshot(parentPage, 'progress-dashboard');
    await atPhoneWidth(parentPage, 'progress-dashboard', [
      'tile-subjects',
      'recent-performance',
      'weekly-progress-chart',
    ]);
  });

  it('shows the Reports charts and a test history that opens each result', async () => {
    await parentPage.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await parentPage.getByRole('heading', { name: `${busyName}’s report` }).waitFor();
    await parentPage.getByTestId('report-actions').waitFor();
    const history = await tableRows(parentPage, 'test-history');
    expect(history).toHaveLength(2);
    expect(history.map((row) => row[1])).toEqual(['Mathematics', 'Mathematics']);
    expect(history[0][3]).toBe('0.00%');
    expect(history[0][4]).toBe(`0 / ${graded[0].maxMarks}`);
    expect(history[1][3]).toBe(`${(graded[1].percentage ?? 0).toFixed(2)}%`);
    expect(history[1][4]).toBe(`${graded[1].totalMarks} / ${graded[1].maxMarks}`);

    const subjects = await tableRows(parentPage, 'subject-scores-chart-table');
    expect(subjects).toEqual([['Mathematics', '2', `${average().toFixed(1)}%`]]);
    expect(await tableRows(parentPage, 'score-trend-chart-table')).toHaveLength(2);
    // The table alternative can be shown to everyone.
    await parentPage
      .getByTestId('score-trend-chart')
      .getByRole('button', { name: 'Show as table' })
      .click();
    await parentPage.getByTestId('score-trend-chart-table').getByText(papers[0].title).waitFor();
    await parentPage.getByTestId('score-trend-chart').locator('svg.recharts-surface').waitFor();
    await screenshot(parentPage, 'progress-reports');
    await atPhoneWidth(parentPage, 'progress-reports', [
      'subject-scores-chart',
      'score-trend-chart',
      'test-history',
    ]);

    await parentPage
      .getByRole('link', { name: `View results of ${papers[0].title}` })
      .first()
      .click();
    await parentPage.waitForURL('**/test-results**');
    await parentPage.getByText(papers[0].title).first().waitFor();
    await parentPage.goBack();
    await parentPage.getByTestId('test-history').waitFor();
  });

  it('shows each completed test on the Timeline with its marks, correct and wrong', async () => {
    await parentPage.getByRole('link', { name: 'Timeline', exact: true }).first().click();
    const entries = parentPage.getByTestId('timeline').locator(':scope > li');
    expect(await entries.count()).toBe(2);
    const [blank, full] = graded;
    const fullEntry = entries.filter({ hasText: papers[0].title });
    await fullEntry.getByText(`Marks: ${full.totalMarks} / ${full.maxMarks}`).waitFor();
    await fullEntry.getByText(`Correct: ${full.numCorrect}`).waitFor();
    await fullEntry.getByText(`Wrong: ${full.numWrong}`).waitFor();
    const blankEntry = entries.filter({ hasText: papers[1].title });
    await blankEntry.getByText(`Correct: ${blank.numCorrect}`).waitFor();
    await screenshot(parentPage, 'progress-timeline');
    await atPhoneWidth(parentPage, 'progress-timeline', ['timeline']);
  });

  it('shows every empty state for a child without tests', async () => {
    await parentPage.selectOption('#student-selector', { label: `${newName} (Class 8)` });
    await parentPage.getByRole('heading', { name: `${newName}’s tests` }).waitFor();
    await parentPage.getByText('No Activity Yet').waitFor();
    await parentPage.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await parentPage.getByText('No Test Data Yet').waitFor();
    await parentPage.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await parentPage.getByRole('heading', { name: `${newName}’s progress` }).waitFor();
    expect(await tile(parentPage, 'tile-tests-done')).toBe('0');
    expect(await tile(parentPage, 'tile-avg-score')).toBe('–');
    await parentPage.getByText('No Test Results Yet').waitFor();
    await parentPage.getByText('No recent activity to show.').waitFor();
    await parentPage.getByText('No upcoming tests scheduled.').waitFor();
    await parentPage.getByText('No Test Data Yet').waitFor();
    await screenshot(parentPage, 'progress-dashboard-empty');
    await parentPage.getByRole('link', { name: 'Timeline', exact: true }).first().click();
    await parentPage.getByRole('link', { name: 'Generate First Test' }).click();
    await parentPage.getByTestId('create-paper').waitFor();
  });

  it('shows the student their Home figures, Analysis and Performance', async () => {
    const student = await studentContext.newPage();
    csp.watch(student);
    await studentSignIn(student, platform.url, busy.username, busy.pin);
    await student.getByRole('heading', { name: 'Your progress' }).waitFor();
    expect(await tile(student, 'tile-tests-taken')).toBe('2');
    expect(await tile(student, 'tile-average-score')).toBe(`${average().toFixed(1)}%`);
    expect(await tile(student, 'tile-best-subject')).toBe('Mathematics');
    expect(await tile(student, 'tile-subjects')).toBe('1');

    await student.getByRole('link', { name: 'Analysis', exact: true }).click();
    await student.getByTestId('subject-minutes-chart').waitFor();
    expect(await tableRows(student, 'subject-scores-chart-table')).toEqual([
      ['Mathematics', '2', `${average().toFixed(1)}%`],
    ]);
    await student.getByTestId('subject-scores-chart').locator('svg.recharts-surface').waitFor();
    await screenshot(student, 'progress-analysis');
    await atPhoneWidth(student, 'progress-analysis', [
      'tile-tests-taken',
      'subject-scores-chart',
      'subject-minutes-chart',
    ]);

    await student.getByRole('link', { name: 'Performance', exact: true }).click();
    expect(await tile(student, 'tile-tests-completed')).toBe('2');
    expect(await tile(student, 'tile-subjects-covered')).toBe('1');
    const [row] = await tableRows(student, 'subject-breakdown');
    expect(row.slice(0, 3)).toEqual(['Mathematics', '2', `${average().toFixed(1)}%`]);
    expect(row[4]).toBe(`${(graded[1].percentage ?? 0).toFixed(2)}%`);
    await screenshot(student, 'progress-performance');
    await student.close();
  });

  it('tells a student without tests there is no data yet', async () => {
    // Another browser: the first child is still signed in on this one.
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const student = await context.newPage();
    await studentSignIn(student, platform.url, fresh.username, fresh.pin);
    await student.getByText('No Test Data Yet').waitFor();
    await student.getByRole('link', { name: 'Analysis', exact: true }).click();
    await student.getByText('No Data Available').waitFor();
    await student.getByRole('link', { name: 'Performance', exact: true }).click();
    await student.getByText('No Data Available').waitFor();
    await screenshot(student, 'progress-performance-empty');
    await context.close();
  });

  it('kept to the content security policy', () => {
    expect(csp.violations).toEqual([]);
  });
});
