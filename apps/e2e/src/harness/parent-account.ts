import type { Page } from 'playwright-core';

export interface ParentAccount {
  name: string;
  email: string;
  password: string;
  mobile: string;
}

/** A parent registered through the API, as the sign-up wizard would (201 or the test fails). */
export const registerParent = async (url: string, parent: ParentAccount): Promise<void> => {
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'parent', ...parent }),
  });
  if (registered.status !== 201) {
    throw new Error(`registering ${parent.email} answered ${registered.status}`);
  }
};

/** Signs a parent in on the sign-in page and waits for their dashboard. */
export const signInParent = async (page: Page, url: string, parent: ParentAccount) => {
  await page.goto(`${url}/login`);
  await page.fill('#login-email', parent.email);
  await page.fill('#login-password', parent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/parent-dashboard**');
};

/** Waits until the sidebar's credit card shows `credits` (the balance refreshes on its own). */
export const expectSidebarBalance = (page: Page, credits: number) =>
  page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="credit-balance"]')?.textContent?.trim() ===
      String(expected),
    credits,
    { timeout: 15_000 },
  );
