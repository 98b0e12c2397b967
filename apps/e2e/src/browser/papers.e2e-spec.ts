import fs from 'node:fs';
import { CREDIT_COSTS, WELCOME_BONUS_CREDITS } from '@abhyas/contracts';
import { pdfTextOf } from '@abhyas/testing';
import type { Browser, Page } from 'playwright-core';
import { registerParent, signInParent, expectSidebarBalance } from '../harness/parent-account';
import { launchBrowser, screenshot } from '../harness/browser';
import { CspWatch } from '../harness/csp-watch';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';

const unique = Date.now().toString().slice(-6);
const parent = {
  role: 'parent',
  name: 'Farida Khan',
  email: `farida.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `96${unique}34`,
};
const childName = `Zoya ${unique}`;
const title = `Patterns and angles ${unique}`;
// A chapter-wise paper over two chapters: one chapter alone holds fewer questions than 15 marks need.
const chapters = ['Patterns in Mathematics', 'Lines and Angles'];

describe('papers in Chromium: generate from the bank, save, find, print, download (text and PDF)', () => {
  let platform: StandaloneHandle;
  let browser: Browser;
  let page: Page;
  const csp = new CspWatch();

  beforeAll(async () => {
    // No AI provider: the form offers bank generation only (the AI flow needs a fake model).
    platform = await startStandalone(5943, { SEED_DEMO: 'false', OPENAI_API_KEY: '' });
    await registerParent(platform.url, parent);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    csp.watch(page);
    // The print dialog cannot be driven headless: count the calls instead.
    await page.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await signInParent(page, platform.url, parent);
  });
  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await platform?.stop();
  });

  it('shows Generate Paper and View Papers beside the test screens', async () => {
    await page.getByRole('link', { name: 'Generate Paper', exact: true }).waitFor();
    await page.getByRole('link', { name: 'View Papers', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Schedule Test' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Test Results' }).count()).toBe(1);
  });

  it('adds a class 6 child to make papers for', async () => {
    await page.getByRole('link', { name: 'Add Student', exact: true }).first().click();
    await page.fill('#child-name', childName);
    await page.selectOption('#child-class', 'Class 6');
    await page.getByRole('button', { name: 'Add student' }).click();
    await page.getByText(`${childName} has been added`).waitFor();
  });

  it('says AI generation is not configured on this server, and keeps it from being chosen', async () => {
    await page.getByRole('link', { name: 'Generate Paper', exact: true }).click();
    await page.getByTestId('create-paper').waitFor();
    const ai = page.getByTestId('method-ai');
    await ai.getByText('AI paper generation is not configured on this server').waitFor();
    expect(await ai.getByRole('radio').isDisabled()).toBe(true);
    expect(await page.getByTestId('method-question_bank').getByRole('radio').isChecked()).toBe(
      true,
    );
    await page.getByTestId('preview-empty').getByText('click Generate Paper').waitFor();
  });

  it('generates a CBSE class 6 Mathematics chapter-wise paper from the bank and previews it', async () => {
    // The chosen child is in class 6: the form starts there, on CBSE Mathematics.
    expect(await page.inputValue('#paper-student')).not.toBe('');
    expect(await page.inputValue('#paper-exam-type')).toBe('CBSE');
    expect(await page.inputValue('#paper-class')).toBe('6');
    expect(await page.inputValue('#paper-subject')).toBe('Mathematics');
    await page.selectOption('#paper-type', 'chapter-wise');
    const list = page.getByTestId('chapter-list');
    for (const chapter of chapters) {
      await list.getByText(chapter, { exact: false }).click();
    }
    await page.getByTestId('available-questions').getByText('in the chosen chapters').waitFor();
    expect(await page.locator('#paper-total-marks option').allTextContents()).toEqual(['15', '20']);
    await page.fill('#paper-title', title);
    await page.getByText('Checking the title...').waitFor({ state: 'detached' });
    await screenshot(page, 'papers-form-filled');

    await page.getByRole('button', { name: 'Generate Paper', exact: true }).click();
    const preview = page.getByTestId('paper-preview');
    await preview.waitFor({ timeout: 30_000 });
    await preview.getByRole('heading', { name: title }).waitFor();
    expect(await preview.getByTestId('preview-question').count()).toBeGreaterThan(5);
    expect(await preview.getByTestId('question-answer').count()).toBeGreaterThan(5);
    await preview.getByRole('heading', { name: /^MCQ/ }).waitFor();
    // The title is locked once a paper has been generated under it.
    expect(await page.locator('#paper-title').getAttribute('readonly')).not.toBeNull();
    await expectSidebarBalance(page, WELCOME_BONUS_CREDITS - CREDIT_COSTS.generatePaperFromBank);
    await screenshot(page, 'papers-preview');
  });

  it('saves the paper, which says Saved, and the form starts afresh', async () => {
    await page.getByTestId('save-paper').click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
    const empty = page.getByTestId('preview-empty');
    await empty.getByText(`“${title}” is saved`).waitFor({ timeout: 5_000 });
    expect(await page.inputValue('#paper-title')).toBe('');
  });

  it('refuses the same title for a second paper', async () => {
    await page.fill('#paper-title', title.toUpperCase());
    await page
      .getByText('A test with this name already exists. Please choose a different name.')
      .waitFor();
    await page.fill('#paper-title', '');
  });

  it('finds the paper in View Papers with its facts and questions by type', async () => {
    await page.getByRole('link', { name: 'View Papers', exact: true }).click();
    const item = page.getByTestId('paper-item').filter({ hasText: title });
    await item.waitFor();
    await item.getByRole('button', { name: 'Show paper' }).click();
    const details = item.getByTestId('paper-details');
    await details.waitFor();
    const facts = await details.locator('dd').allTextContents();
    expect(facts.slice(0, 3)).toEqual(['Mathematics', chapters.join(', '), '15']);
    expect(Number(facts[3])).toBeGreaterThan(5);
    await details.getByRole('heading', { name: /^MCQ/ }).waitFor();
    await screenshot(page, 'papers-view-expanded');
  });

  it('opens the print view: the paper alone, the answer key on its own page', async () => {
    const item = page.getByTestId('paper-item').filter({ hasText: title });
    await item.getByRole('button', { name: 'Print', exact: true }).click();
    const printView = page.getByTestId('print-view');
    await printView.getByRole('heading', { name: title }).waitFor();
    await page.waitForFunction(() => (window as unknown as { printCalls: number }).printCalls > 0);
    await screenshot(page, 'papers-print-view');

    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => ({
      app: getComputedStyle(document.getElementById('root')!).display,
      keyBreak: getComputedStyle(document.querySelector('[data-testid="answer-key"]')!).breakBefore,
    }));
    expect(printed).toEqual({ app: 'none', keyBreak: 'page' });
    await screenshot(page, 'papers-print-media');
    await page.emulateMedia({ media: 'screen' });
    await printView.getByRole('button', { name: 'Close' }).click();
    await printView.waitFor({ state: 'detached' });
  });

  it('downloads the paper as subject_chapter.txt', async () => {
    const item = page.getByTestId('paper-item').filter({ hasText: title });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'Mathematics_Patterns_in_Mathematics_Lines_and_Angles.txt',
    );
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text).toContain('Patterns in Mathematics');
    expect(text).toMatch(/\n1\. /);
  });

  it('downloads the paper as a PDF to print: subject_chapter.pdf, the answer key on a later page', async () => {
    const item = page.getByTestId('paper-item').filter({ hasText: title });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'Mathematics_Patterns_in_Mathematics_Lines_and_Angles.pdf',
    );
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, pageTexts } = await pdfTextOf(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(pageTexts[0]).toContain(title);
    expect(pageTexts.slice(1).some((text) => text.startsWith('Answer key'))).toBe(true);
    await expect(item.getByRole('button', { name: 'Download PDF' }).isEnabled()).resolves.toBe(
      true,
    );
  });

  it('met no Content Security Policy violation on any page it visited', () => {
    expect(csp.documents).toBeGreaterThan(0);
    expect(csp.documentsWithoutPolicy).toEqual([]);
    expect(csp.violations).toEqual([]);
  });
});
