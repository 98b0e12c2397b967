import { forwardTimeoutMs } from './forward-budget';

const budgets = { defaultMs: 5_000, generationMs: 300_000 };

describe('forwardTimeoutMs', () => {
  it.each([
    ['POST', '/api/generate/generate-paper'],
    ['POST', '/api/generate/olympiad/IMO'],
    ['POST', '/api/question-bank/cbse/generate-paper'],
    ['POST', '/api/papers/generate-from-learning-needs?x=1'],
  ])('gives %s %s, a call that builds a paper, the long budget', (method, url) => {
    expect(forwardTimeoutMs(method, url, budgets)).toBe(300_000);
  });

  it.each([
    ['GET', '/api/generate/jobs/j1'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/credits/balance/p1'],
    ['POST', '/api/attempts/a1/answers'],
  ])('gives %s %s the short budget', (method, url) => {
    expect(forwardTimeoutMs(method, url, budgets)).toBe(5_000);
  });
});
