import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { CspWatch } from './csp-watch';
import { signInParent, type ParentAccount } from './parent-account';

/**
 * One Chromium with two windows that keep their own cookies: the parent's, signed in, and the
 * child's, where the suite signs the student in. Both are watched for CSP refusals.
 */
export interface FamilyBrowser {
  browser: Browser;
  parentContext: BrowserContext;
  studentContext: BrowserContext;
  parentPage: Page;
  csp: CspWatch;
  /** A new page in the child's window, watched like the parent's. */
  studentPage(): Promise<Page>;
  close(): Promise<void>;
}

export async function openFamilyBrowser(
  url: string,
  parent: ParentAccount,
): Promise<FamilyBrowser> {
  const csp = new CspWatch();
  const browser = await launchBrowser();
  const parentContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const studentContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const parentPage = await parentContext.newPage();
  csp.watch(parentPage);
  await signInParent(parentPage, url, parent);
  return {
    browser,
    parentContext,
    studentContext,
    parentPage,
    csp,
    async studentPage() {
      const page = await studentContext.newPage();
      csp.watch(page);
      return page;
    },
    async close() {
      await parentContext.close();
      await studentContext.close();
      await browser.close();
    },
  };
}
