import { ACCOUNT_MESSAGES as M } from '@abhyas/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser';
import { CspWatch } from '../harness/csp-watch';
import { registerParent, signInParent } from '../harness/parent-account';
import { waitFor } from '../harness/running-platform';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';

const PORT = 5945;
const unique = Date.now().toString().slice(-5);
const parent = {
  name: 'Lakshmi Rao',
  email: `lakshmi.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `97${unique}321`,
};
const NEW_PASSWORD = 'fresh-start-42';

/** The id of the element that has the focus. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** A parent's access token from the API, as another device signed in elsewhere would hold. */
const signInByApi = async (url: string, password: string) => {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: parent.email, password }),
  });
  return { status: answer.status, body: (await answer.json()) as { token?: string } };
};

describe('forgot password in Chromium (standalone shape, local outbox)', () => {
  let platform: StandaloneHandle;
  let browser: Browser;
  let page: Page;
  let resetLink = '';
  const csp = new CspWatch();

  beforeAll(async () => {
    platform = await startStandalone(PORT, {
      SEED_DEMO: 'false',
      // The address the browser uses, so the mailed link opens the same origin.
      PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
    });
    await registerParent(platform.url, parent);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    csp.watch(page);
  });
  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await platform?.stop();
  });

  it('shows every sign-in error at once and focuses the first invalid field', async () => {
    await page.goto(`${platform.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(M.emailRequired).waitFor();
    await page.getByText(M.passwordRequired).waitFor();
    expect(await focusedId(page)).toBe('login-email');
    expect(await page.getAttribute('#login-email', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#login-email', 'aria-describedby')).toContain(
      'login-email-error',
    );
    await page.fill('#login-email', parent.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await focusedId(page)).toBe('login-password');
    await screenshot(page, 'forgot-password-login-errors');
  });

  it('moves the focus to the first error of a wizard step, and to the heading of the next', async () => {
    await page.goto(`${platform.url}/auth`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(M.confirmRequired).waitFor();
    expect(await focusedId(page)).toBe('reg-email');
    await page.fill('#reg-email', `wizard.${unique}@example.in`);
    await page.getByText(M.emailAvailable).waitFor();
    await page.fill('#reg-password', 'secret-pass');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await focusedId(page)).toBe('reg-confirm');
    await page.fill('#reg-confirm', 'secret-pass');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Step 2 of 3: Personal information' }).waitFor();
    expect(await focusedId(page)).toBe('reg-step-heading');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('heading', { name: 'Step 1 of 3: Account' }).waitFor();
    expect(await focusedId(page)).toBe('reg-step-heading');
  });

  it('asks for a link from the sign-in page and answers alike for any email', async () => {
    await page.goto(`${platform.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(M.emailRequired).waitFor();
    expect(await focusedId(page)).toBe('forgot-email');

    await page.fill('#forgot-email', parent.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(M.forgotPasswordSent).waitFor();
    await screenshot(page, 'forgot-password-sent');

    const unknown = await fetch(`${platform.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `nobody.${unique}@example.in` }),
    });
    expect(unknown.status).toBe(202);
    expect(((await unknown.json()) as { message: string }).message).toBe(M.forgotPasswordSent);
  });

  it('lists the mail with its link on the local outbox page', async () => {
    await page.goto(`${platform.url}/dev/outbox`);
    const mail = page.getByRole('listitem').filter({ hasText: `To ${parent.email}` });
    await mail.waitFor();
    expect(await page.getByText(`nobody.${unique}@example.in`).count()).toBe(0);
    resetLink = (await mail.getByRole('link', { name: 'Open the link' }).getAttribute('href'))!;
    expect(resetLink).toMatch(new RegExp(`^${platform.url}/reset-password\\?token=`));
    await screenshot(page, 'forgot-password-outbox');
    await mail.getByRole('link', { name: 'Open the link' }).click();
    await page.waitForURL('**/reset-password?token=**');
  });

  it('sets a new password from the link, signs out elsewhere, then signs in with it', async () => {
    const elsewhere = await signInByApi(platform.url, parent.password);
    expect(elsewhere.status).toBe(200);

    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(M.passwordRequired).waitFor();
    await page.getByText(M.confirmRequired).waitFor();
    expect(await focusedId(page)).toBe('reset-password');
    await page.fill('#reset-password', NEW_PASSWORD);
    await page.fill('#reset-confirmPassword', 'something-else');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(M.passwordsDiffer).waitFor();
    expect(await focusedId(page)).toBe('reset-confirmPassword');
    await page.fill('#reset-confirmPassword', NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(M.passwordReset).waitFor();
    await screenshot(page, 'forgot-password-reset-done');

    // The other device's token stops working once the gateway reads the revocation feed.
    await waitFor(
      async () => {
        const answer = await fetch(`${platform.url}/api/auth/change-password`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${elsewhere.body.token}`,
          },
          body: JSON.stringify({ currentPassword: 'x', newPassword: 'whatever-1' }),
        });
        return answer.status === 401 ? true : undefined;
      },
      { timeoutMs: 15_000 },
    );
    expect((await signInByApi(platform.url, parent.password)).status).toBe(401);

    await page.locator('#main-content').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/login');
    await signInParent(page, platform.url, { ...parent, password: NEW_PASSWORD });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
  });

  it('refuses the same link a second time and offers a new one', async () => {
    await page.goto(resetLink);
    await page.fill('#reset-password', 'another-pass-1');
    await page.fill('#reset-confirmPassword', 'another-pass-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(M.resetLinkInvalid).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await screenshot(page, 'forgot-password-link-used');
    expect((await signInByApi(platform.url, NEW_PASSWORD)).status).toBe(200);
    expect(csp.documents).toBeGreaterThan(0);
    expect(csp.documentsWithoutPolicy).toEqual([]);
    expect(csp.violations).toEqual([]);
  });
});
