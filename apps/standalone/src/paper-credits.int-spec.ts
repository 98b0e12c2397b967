import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { BankGenerationResponse, PaperListResponse } from '@abhyas/contracts';
import { createLogger } from '@abhyas/runtime';
import { standaloneConfig } from './standalone.config';
import { startPlatform, type RunningPlatform } from './start-platform';

// The web app plugin's static-file dependency is ES-module only; this test serves no web app.
jest.mock('@fastify/static', () => ({ __esModule: true, default: () => undefined }));

/**
 * A parent's first bank paper across the real services, as `npm start` runs them: identity
 * tells paper-generation about the child (an event), paper-generation reserves and commits
 * the credits at the real ledger, and a failure costs nothing.
 */
describe('bank papers against the real ledger (standalone)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-papers-'));
  let platform: RunningPlatform;
  let url: string;
  let token: string;
  let parentId: string;
  let childId: string;

  const call = async <Body = Record<string, unknown>>(
    method: 'GET' | 'POST',
    route: string,
    body?: unknown,
  ): Promise<{ status: number; body: Body }> => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  const balance = async () =>
    (await call<{ balance: number }>('GET', `/api/credits/balance/${parentId}`)).body.balance;
  const form = (extra: Record<string, unknown> = {}) => ({
    studentId: childId,
    curriculum: 'CBSE',
    class: 'Class 8',
    subject: 'Mathematics',
    generationType: 'question_bank',
    paperType: 'chapter-wise',
    chapter: ['ch01-a-square-and-a-cube', 'ch03-a-story-of-numbers'],
    totalMarks: 20,
    ...extra,
  });

  beforeAll(async () => {
    const config = {
      ...standaloneConfig.parse({
        DATA_DIR: dataDir,
        WEB_ROOT: dataDir,
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
      }),
      PORT: 0,
    };
    platform = await startPlatform(
      config,
      createLogger({ service: 'standalone', level: 'silent' }),
    );
    url = `http://127.0.0.1:${(platform.gateway.getHttpServer().address() as AddressInfo).port}`;
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        role: 'parent',
        name: 'Lata',
        email: 'lata@example.in',
        password: 'secret-pass',
        mobile: '9876501234',
      }),
    });
    const account = (await registered.json()) as { token: string; user: { id: string } };
    token = account.token;
    parentId = account.user.id;
    const child = await call<{ child: { _id: string } }>('POST', '/api/add-child', {
      parentId,
      child: { name: 'Dev', class: 'Class 8' },
    });
    childId = child.body.child._id;
    for (let tries = 0; (await balance()) !== 50 && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }, 120_000);

  afterAll(async () => {
    await platform.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('charges 5 credits once for a bank paper, also when the same click is sent twice', async () => {
    expect(await balance()).toBe(50);
    let first = await call<BankGenerationResponse>(
      'POST',
      '/api/question-bank/cbse/generate-paper',
      form({ requestId: 'click-standalone-1' }),
    );
    // The child reaches paper-generation as an event; a parent this quick may get there first.
    for (let tries = 0; first.status === 404 && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      first = await call(
        'POST',
        '/api/question-bank/cbse/generate-paper',
        form({ requestId: 'click-standalone-1' }),
      );
    }
    expect(first.status).toBe(200);
    const [again, twice] = await Promise.all([
      call<BankGenerationResponse>(
        'POST',
        '/api/question-bank/cbse/generate-paper',
        form({ requestId: 'click-standalone-1' }),
      ),
      call<BankGenerationResponse>(
        'POST',
        '/api/question-bank/cbse/generate-paper',
        form({ requestId: 'click-standalone-1' }),
      ),
    ]);
    expect([again.status, twice.status]).toEqual([200, 200]);
    expect(await balance()).toBe(45);
    const history = await call<{ transactions: { amount: number; description: string }[] }>(
      'GET',
      `/api/credits/history/${parentId}`,
    );
    expect(
      history.body.transactions.filter((t) => t.description.startsWith('Question bank paper')),
    ).toEqual([expect.objectContaining({ amount: -5 })]);
  });

  it('costs nothing when the bank cannot make the paper, and says so', async () => {
    const short = await call<BankGenerationResponse>(
      'POST',
      '/api/question-bank/cbse/generate-paper',
      form({
        subject: 'English',
        paperType: 'comprehensive',
        chapter: undefined,
        totalMarks: undefined,
      }),
    );
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ success: false, error: 'No CBSE questions found' });
    expect(await balance()).toBe(45);
  });

  it('saves the paper and lists it for the child', async () => {
    const generated = await call<Extract<BankGenerationResponse, { success: true }>>(
      'POST',
      '/api/question-bank/cbse/generate-paper',
      form({ requestId: 'click-standalone-1' }),
    );
    const saved = await call('POST', '/api/papers/save-paper', {
      parentId,
      student: childId,
      generationId: generated.body.paper.generationId,
      title: 'Dev: squares and numbers',
    });
    expect(saved.status).toBe(200);
    const list = await call<PaperListResponse>('GET', `/api/papers/${parentId}/child/${childId}`);
    expect(list.body.papers.map((p) => p.paper.title)).toEqual(['Dev: squares and numbers']);
    expect(await balance()).toBe(45);
  });
});
