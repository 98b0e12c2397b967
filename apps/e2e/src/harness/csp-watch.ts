import type { Page } from 'playwright-core';

/**
 * Collects what the Content-Security-Policy refused on the pages watched: Chromium reports each
 * refusal as a console error naming the "Content Security Policy". It also notes documents that
 * came without a policy, since a page with none can have no violation to report.
 */
export class CspWatch {
  readonly violations: string[] = [];
  readonly documentsWithoutPolicy: string[] = [];
  documents = 0;

  watch(page: Page): void {
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        this.violations.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) {
        return;
      }
      this.documents++;
      if (!response.headers()['content-security-policy']) {
        this.documentsWithoutPolicy.push(response.url());
      }
    });
  }
}
