import { CREDIT_COSTS, WELCOME_BONUS_CREDITS } from '@abhyas/contracts';
import type { Browser, Page } from 'playwright-core';
import { startFakeOpenAi, type FakeOpenAi } from '@abhyas/testing';
import { registerParent, signInParent, expectSidebarBalance } from '../harness/parent-account';
import { launchBrowser, screenshot } from '../harness/browser';
import { startStandalone, type StandaloneHandle } from '../harness/standalone-platform';

const unique = Date.now().toString().slice(-6);
const parent = {
  role: 'parent',
  name: 'Asha Rao',
  email: `asha.${unique}@example.in`,
  password: 'secret-pass',
  mobile: `97${unique}34`,
};

describe('AI paper generation in the browser, against a fake OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  let platform: StandaloneHandle;
  let browser: Browser;
  let page: Page;
  /** How the screen followed its jobs: their event streams, and any polled views. */
  const followed = { streams: [] as string[], polls: 0 };
  beforeAll(async () => {
    fake = await startFakeOpenAi({ mode: 'good', delayMs: 2500 });
    platform = await startStandalone(5947, {
      SEED_DEMO: 'false',
      OPENAI_API_KEY: 'sk-fake',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'fake-model',
      AI_GENERATION_DEADLINE_MS: '20000',
    });
    await registerParent(platform.url, parent);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/api\/generate\/jobs\/[^/]+\/events$/.test(path)) {
        followed.streams.push(`${response.status()} ${response.headers()['content-type']}`);
      } else if (/^\/api\/generate\/jobs\/[^/]+$/.test(path)) {
        followed.polls += 1;
      }
    });
    await signInParent(page, platform.url, parent);
    await page.getByRole('link', { name: 'Add Student', exact: true }).first().click();
    await page.fill('#child-name', `Ravi ${unique}`);
    await page.selectOption('#child-class', 'Class 6');
    await page.getByRole('button', { name: 'Add student' }).click();
    await page.getByText('has been added').waitFor();
  });
  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await platform?.stop();
    await fake?.close();
  });

  it('writes an AI paper with the 4 steps, resumes after leaving, saves it', async () => {
    await page.getByRole('link', { name: 'Generate Paper', exact: true }).click();
    await page.getByTestId('create-paper').waitFor();
    await page.getByTestId('method-ai').getByText('2-5 minutes').waitFor();
    await page.getByTestId('method-ai').click();
    await page.getByTestId('generate-blocker').getByText('needs a paper title').waitFor();
    await page.fill('#paper-title', `AI paper ${unique}`);
    await page.getByText('Checking the title...').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Generate Paper', exact: true }).click();
    const progress = page.getByTestId('preview-generating');
    await progress.getByText('AI generation takes 2-5 minutes').waitFor();
    expect(await progress.getByTestId('ai-steps').locator('li').count()).toBe(4);
    await page.waitForSelector('[data-testid="ai-steps"] li[aria-current="step"]');
    await screenshot(page, 'ai-paper-steps');
    await page.getByRole('link', { name: 'View Papers', exact: true }).click();
    await page.getByRole('link', { name: 'Generate Paper', exact: true }).click();
    await page.getByTestId('create-paper').waitFor();
    const preview = page.getByTestId('paper-preview');
    await preview.waitFor({ timeout: 30_000 });
    await preview.getByRole('heading', { name: `AI paper ${unique}` }).waitFor();
    await screenshot(page, 'ai-paper-preview');
    await expectSidebarBalance(page, WELCOME_BONUS_CREDITS - CREDIT_COSTS.generatePaperAi);
    // The AI paper's questions go into the family's own bank, checked as bank questions are.
    const keep = page.getByTestId('save-questions');
    await keep.getByRole('button', { name: 'Save questions to my bank' }).click();
    await keep.getByText(/questions? saved to your family’s question bank/).waitFor();
    await keep.getByRole('button', { name: 'Questions saved' }).waitFor();
    await screenshot(page, 'ai-paper-questions-kept');
    await page.getByTestId('save-paper').click();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
    // Followed through the gateway as server-sent events (again after coming back), never polled.
    expect(followed.streams.length).toBeGreaterThanOrEqual(2);
    expect(new Set(followed.streams)).toEqual(new Set(['200 text/event-stream; charset=utf-8']));
    expect(followed.polls).toBe(0);
  });

  it('says a timed-out job timed out and that the credits were not charged', async () => {
    fake.mode = 'slow';
    fake.slowMs = 60_000;
    await page.getByTestId('preview-empty').getByText('is saved').waitFor({ timeout: 5_000 });
    await page.getByTestId('method-ai').click();
    await page.fill('#paper-title', `AI late ${unique}`);
    await page.getByText('Checking the title...').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Generate Paper', exact: true }).click();
    await page.getByTestId('ai-steps').waitFor();
    const error = page.getByTestId('generation-error');
    await error.getByText('Request timed out after 20000ms').waitFor({ timeout: 40_000 });
    await error.getByText('The 10 credits were not charged.').waitFor();
    await screenshot(page, 'ai-paper-timed-out');
    await expectSidebarBalance(page, WELCOME_BONUS_CREDITS - CREDIT_COSTS.generatePaperAi);
  });

  it('lists the family’s own questions under View Papers, and removes one', async () => {
    await page.getByRole('link', { name: 'View Papers', exact: true }).click();
    const panel = page.getByTestId('family-questions');
    await panel.locator('summary').click();
    await panel.getByTestId('family-question').first().waitFor();
    const before = await panel.getByTestId('family-question').count();
    expect(before).toBeGreaterThan(0);
    await panel.locator('summary').getByText(`Your own questions (${before})`).waitFor();
    await screenshot(page, 'family-questions');
    page.once('dialog', (dialog) => void dialog.accept());
    await panel
      .getByTestId('family-question')
      .first()
      .getByRole('button', { name: 'Remove' })
      .click();
    await panel
      .locator('summary')
      .getByText(`Your own questions (${before - 1})`)
      .waitFor();
    expect(await panel.getByTestId('family-question').count()).toBe(before - 1);
  });
});
