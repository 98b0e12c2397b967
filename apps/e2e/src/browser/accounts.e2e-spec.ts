import {
  ACCOUNT_MESSAGES as M,
  childLockedMessage,
  studentAttemptsLeftMessage,
} from '@abhyas/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser';
import { CspWatch } from '../harness/csp-watch';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';

const unique = Date.now().toString().slice(-5);
const parent = {
  name: 'Meera Iyer',
  email: `meera.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `98${unique}123`,
};
const childName = `Kabir ${unique}`;

async function fillWizardCommon(
  page: Page,
  url: string,
  person: { name: string; email: string; password: string; mobile: string },
) {
  await page.goto(`${url}/auth`);
  await page.fill('#reg-email', person.email);
  await page.getByText(M.emailAvailable).waitFor();
  await page.fill('#reg-password', person.password);
  await page.fill('#reg-confirm', person.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.fill('#reg-name', person.name);
  await page.fill('#reg-mobile', person.mobile);
  await page.getByText(M.mobileAvailable).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
}

async function parentSignIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.fill('#login-email', parent.email);
  await page.fill('#login-password', parent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/parent-dashboard**');
}

async function studentSignIn(page: Page, url: string, username: string, pin: string) {
  await page.goto(`${url}/login`);
  await page.getByRole('tab', { name: 'Student' }).click();
  await page.fill('#login-username', username);
  await page.fill('#login-pin', pin);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('accounts and families in Chromium (standalone shape)', () => {
  let platform: StandaloneHandle;
  let browser: Browser;
  let page: Page;
  let username = '';
  let pin = '';
  const csp = new CspWatch();

  beforeAll(async () => {
    platform = await startStandalone(5936, { SEED_DEMO: 'false' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    csp.watch(page);
  });
  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await platform?.stop();
  });

  it('sends a signed-out visitor of a protected route to /login', async () => {
    await page.goto(`${platform.url}/parent-dashboard`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in to Abhyas' }).waitFor();
  });

  it('checks the wizard fields and registers a parent who lands on the dashboard', async () => {
    await page.goto(`${platform.url}/auth`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(M.emailRequired).waitFor();
    await page.getByText(M.passwordRequired).waitFor();
    await screenshot(page, 'accounts-wizard-step1-errors');

    await fillWizardCommon(page, platform.url, parent);
    await page.getByText('I am a').waitFor();
    await page.getByText('Parent', { exact: true }).click();
    await page.getByText('You will add your children after registration').waitFor();
    await screenshot(page, 'accounts-wizard-step3-parent');
    // Between Create Account and the dashboard the wizard must not start again at step 1 (it
    // used to, for a few hundred milliseconds, while the dashboard's code loaded).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { stepsSeen: string[] }).stepsSeen = seen;
      new MutationObserver(() => {
        const heading = [...document.querySelectorAll('h2')]
          .map((element) => element.textContent ?? '')
          .find((text) => text.startsWith('Step'));
        if (heading) {
          seen.push(heading);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/parent-dashboard**');
    await page.getByText('No students yet.').waitFor();
    const stepsSeen = await page.evaluate(
      () => (window as unknown as { stepsSeen: string[] }).stepsSeen,
    );
    expect(stepsSeen.filter((heading) => !heading.startsWith('Step 3'))).toEqual([]);
    expect(await page.locator('#student-selector').textContent()).toBe('No students found');
    await screenshot(page, 'accounts-parent-dashboard-empty');
  });

  it('shows a taken email as soon as it is typed in the wizard', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    csp.watch(other);
    await other.goto(`${platform.url}/auth`);
    await other.fill('#reg-email', parent.email);
    await other.getByText(M.emailTaken).waitFor();
    expect(await other.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await screenshot(other, 'accounts-wizard-email-taken');
    await context.close();
  });

  it('signs out and in again', async () => {
    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await parentSignIn(page, platform.url);
  });

  it('adds a child and shows the PIN once', async () => {
    await page.getByRole('link', { name: 'Add Student' }).first().click();
    await page.getByRole('button', { name: 'Add student' }).click();
    await page.getByText(M.childNameRequired).waitFor();
    await page.fill('#child-name', childName);
    await page.selectOption('#child-class', 'Class 6');
    await page.getByRole('button', { name: 'Add student' }).click();
    username = (await page.getByTestId('credential-username').textContent()) ?? '';
    pin = (await page.getByTestId('credential-pin').textContent()) ?? '';
    expect(pin).toMatch(/^\d{4}$/);
    await screenshot(page, 'accounts-child-added');
    expect(await page.getByTestId('student-count').textContent()).toContain('1');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { name: childName, exact: true }).waitFor();
    expect(await page.getByTestId('credential-pin').count()).toBe(0);
    await screenshot(page, 'accounts-parent-dashboard');
  });

  it('signs the child in, shows their settings and keeps them off parent routes', async () => {
    await signOut(page);
    await studentSignIn(page, platform.url, username, pin);
    await page.waitForURL('**/student-dashboard**');
    await page.getByText(`Hello, ${childName.split(' ')[0]}!`).waitFor();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByText(M.childCannotChangePin).waitFor();
    await screenshot(page, 'accounts-student-settings');
    await page.goto(`${platform.url}/parent-dashboard`);
    await page.waitForURL('**/student-dashboard**');
  });

  it('locks the child out after wrong PINs, saying the tries left, then how long', async () => {
    await signOut(page);
    const wrong = pin === '0000' ? '1111' : '0000';
    const alerts: string[] = [];
    for (let attempt = 0; attempt < 7 && !alerts.at(-1)?.startsWith('Too many'); attempt++) {
      await studentSignIn(page, platform.url, username, wrong);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      alerts.push((await alert.textContent()) ?? '');
    }
    expect(alerts[0]).toBe(studentAttemptsLeftMessage(4));
    expect(alerts.at(-1)).toBe(childLockedMessage(60 * 60));
    await screenshot(page, 'accounts-student-locked');
  });

  it('shows the lock on the child’s card, where the parent unlocks it', async () => {
    await parentSignIn(page, platform.url);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByTestId('child-locked').waitFor();
    await page.getByTestId('child-locked').scrollIntoViewIfNeeded();
    await screenshot(page, 'accounts-child-locked-card');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText(`${childName} is unlocked`).waitFor();
    expect(await page.getByTestId('child-locked').count()).toBe(0);
    await signOut(page);
    await studentSignIn(page, platform.url, username, pin);
    await page.waitForURL('**/student-dashboard**');
  });

  it('resets the PIN after a confirmation, and the old PIN stops working', async () => {
    await signOut(page);
    await parentSignIn(page, platform.url);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Reset PIN' }).click();
    await page.getByText('stops working at once').waitFor();
    await page.getByText('stops working at once').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('credential-pin').count()).toBe(0);
    await screenshot(page, 'accounts-pin-reset-confirm');
    await page.getByRole('button', { name: 'Confirm reset' }).click();
    await page.getByText(`New PIN created for ${childName}`).waitFor();
    const fresh = (await page.getByTestId('credential-pin').textContent()) ?? '';
    expect(fresh).toMatch(/^\d{4}$/);
    await screenshot(page, 'accounts-pin-reset');
    await signOut(page);
    await studentSignIn(page, platform.url, username, fresh);
    await page.waitForURL('**/student-dashboard**');
    await signOut(page);
  });

  it('saves examination preferences through the Configure modal', async () => {
    await parentSignIn(page, platform.url);
    await page.goto(`${platform.url}/parent-dashboard?view=settings`);
    await page.getByRole('button', { name: 'Configure' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button', { name: 'Save preferences' }).isDisabled()).toBe(true);
    const group = (name: string) => dialog.getByRole('group', { name });
    await group('Examination types').getByLabel('ICSE').uncheck();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await dialog.getByText(M.selectCurriculum).waitFor();
    await group('Boards and Olympiads').getByLabel('CBSE').check();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await dialog.getByText(M.selectSubject).waitFor();
    await group('Subjects').getByLabel('Mathematics').check();
    await screenshot(page, 'accounts-preferences-modal');
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText(M.preferencesSaved).waitFor();
    const summary = (await page.getByTestId('exam-preferences-summary').textContent()) ?? '';
    expect(summary).toContain('Mathematics');
    expect(summary).not.toContain('ICSE');
    await screenshot(page, 'accounts-preferences-saved');
  });

  it('deletes the child after an inline confirmation', async () => {
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm delete' }).waitFor();
    await screenshot(page, 'accounts-delete-confirm');
    await page.getByRole('button', { name: 'Confirm delete' }).click();
    await page.getByText(`${childName} and all their data have been deleted`).waitFor();
    await page.getByText('No students yet.').waitFor();
    await signOut(page);
  });

  it('registers a student, shows their username and PIN once, then the student dashboard', async () => {
    await fillWizardCommon(page, platform.url, {
      name: 'Anaya Rao',
      email: `anaya.${unique}@example.in`,
      password: 'student-pass',
      mobile: `97${unique}456`,
    });
    await page.getByText('Student', { exact: true }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(M.classRequired).waitFor();
    await page.selectOption('#reg-class', 'Class 7');
    await page.getByRole('button', { name: 'Maths' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('credential-pin').waitFor();
    await screenshot(page, 'accounts-student-registered');
    await page.getByRole('button', { name: /noted these/ }).click();
    await page.waitForURL('**/student-dashboard**');
    await page.getByText('Hello, Anaya!').waitFor();
    await screenshot(page, 'accounts-student-dashboard');
  });

  it('met no Content Security Policy violation on any page it visited', () => {
    expect(csp.documents).toBeGreaterThan(0);
    expect(csp.documentsWithoutPolicy).toEqual([]);
    expect(csp.violations).toEqual([]);
  });
});
