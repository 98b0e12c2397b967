import {
  CONTACT_MESSAGES,
  LEAD_MESSAGES,
  SUBSCRIPTION_PLANS,
  WELCOME_BONUS_CREDITS,
} from '@abhyas/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser';
import { CspWatch } from '../harness/csp-watch';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';

describe('public site in Chromium (standalone shape)', () => {
  let platform: StandaloneHandle;
  let browser: Browser;
  let page: Page;
  const csp = new CspWatch();

  beforeAll(async () => {
    platform = await startStandalone(5935);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    csp.watch(page);
  });
  afterEach(async () => {
    await page.close();
  });

  it('shows the landing page with its sections and pricing', async () => {
    await page.goto(platform.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const id of ['how', 'subjects', 'pricing']) {
      expect(await page.locator(`#${id}`).count()).toBe(1);
    }
    // The plans the Payment page sells, at its prices, with the free start and pay as you go.
    const pricing = page.locator('#pricing');
    const cards = pricing.locator('ul').first().locator(':scope > li');
    const names = await cards.locator('h3').allTextContents();
    expect(names).toEqual([
      'Free start',
      ...SUBSCRIPTION_PLANS.map((plan) => plan.name),
      'Pay as you go',
    ]);
    for (const plan of SUBSCRIPTION_PLANS) {
      const card = cards.filter({ has: page.getByRole('heading', { name: plan.name }) });
      expect(await card.textContent()).toContain(
        `₹${plan.price.toLocaleString('en-IN')}/${plan.billingCycle === 'monthly' ? 'month' : 'year'}`,
      );
      expect(await card.textContent()).toContain(`${plan.credits} credits`);
    }
    expect(await pricing.textContent()).toContain(`${WELCOME_BONUS_CREDITS} free credits`);
    expect(await pricing.textContent()).not.toMatch(/\bPro\b|\bFamily\b|₹299|₹699/);
    await screenshot(page, 'landing');
  });

  it('scrolls to the section named by the hash on load', async () => {
    await page.goto(`${platform.url}/#pricing`);
    await page.waitForFunction(() => {
      const top = document.querySelector('#pricing')?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top) < 200;
    });
    await screenshot(page, 'landing-pricing-hash');
  });

  it('sends a contact message, clears the form and thanks the visitor', async () => {
    await page.goto(`${platform.url}/contact`);
    await page.fill('#contact-name', 'Priya Nair');
    await page.fill('#contact-email', 'priya@example.in');
    await page.fill('#contact-message', 'Is there a plan for three children?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(CONTACT_MESSAGES.success).waitFor();
    expect(await page.inputValue('#contact-name')).toBe('');
    await screenshot(page, 'contact-success');
  });

  it('checks the contact fields before sending', async () => {
    await page.goto(`${platform.url}/contact`);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) {
        requests++;
      }
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(CONTACT_MESSAGES.required).waitFor();
    await page.fill('#contact-name', 'Priya');
    await page.fill('#contact-email', 'priya@example');
    await page.fill('#contact-message', 'Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(CONTACT_MESSAGES.invalidEmail).waitFor();
    expect(requests).toBe(0);
  });

  it('fakes success for a bot that fills the honeypot, without calling the server', async () => {
    await page.goto(`${platform.url}/contact`);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) {
        requests++;
      }
    });
    await page.fill('#contact-name', 'Bot');
    await page.fill('#contact-email', 'bot@example.in');
    await page.fill('#contact-message', 'Buy now');
    await page.locator('#contact-company').fill('Spam Inc', { force: true });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(CONTACT_MESSAGES.honeypotSuccess).waitFor();
    expect(requests).toBe(0);
  });

  it('captures an Olympiad lead, keeping class and track for the next one', async () => {
    await page.goto(`${platform.url}/olympiad-prep`);
    await page.fill('#lead-name', 'Arjun Rao');
    await page.fill('#lead-email', 'arjun@example.in');
    await page.fill('#lead-phone', '9876543210');
    await page.selectOption('#lead-grade', 'Class 8');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/leads'));
    await page.locator('form:has(#lead-name) button[type="submit"]').click();
    const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Arjun Rao',
      email: 'arjun@example.in',
      phone: '9876543210',
      grade: 'Class 8',
      consent: true,
      track: 'olympiad',
    });
    await page.getByText(LEAD_MESSAGES.success).waitFor();
    expect(await page.inputValue('#lead-name')).toBe('');
    expect(await page.inputValue('#lead-grade')).toBe('Class 8');
    await screenshot(page, 'olympiad-lead-success');
  });

  it('preselects the CBSE track on /cbse-prep', async () => {
    await page.goto(`${platform.url}/cbse-prep`);
    await page.locator('#lead-track').waitFor();
    expect(await page.inputValue('#lead-track')).toBe('cbse');
  });

  it('shows the 404 page, with HTTP status 404, and a way home for an unknown address', async () => {
    const response = await page.goto(`${platform.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByText('does not exist').first().waitFor();
    await page.getByRole('link', { name: 'Go home' }).click();
    await page.waitForURL(`${platform.url}/`);
    await screenshot(page, 'not-found-then-home');
  });

  it('met no Content Security Policy violation on any page it visited', () => {
    expect(csp.documents).toBeGreaterThan(0);
    expect(csp.documentsWithoutPolicy).toEqual([]);
    expect(csp.violations).toEqual([]);
  });
});
