import { indianDate } from '@abhyas/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';

type Inject = (options: {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}) => Promise<{ statusCode: number; json(): unknown }>;

const until = async (check: () => Promise<boolean>): Promise<boolean> => {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

/**
 * The demo family's first test, so a newcomer who signs in as the demo student finds something
 * to take: a CBSE class 6 bank paper for the first demo child, scheduled for today. Made through
 * the gateway as the demo parent would, with fixed request ids, so a second start changes
 * nothing; a failure is logged and leaves the demo family as it was.
 */
export const seedDemoTest = async (
  gateway: NestFastifyApplication,
  parent: { email: string; password: string },
  logger: Logger,
): Promise<void> => {
  const inject = gateway
    .getHttpAdapter()
    .getInstance()
    .inject.bind(gateway.getHttpAdapter().getInstance()) as unknown as Inject;
  const signedIn = await inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: parent.email, password: parent.password },
  });
  const { token, user } = signedIn.json() as { token: string; user: { id: string } };
  if (signedIn.statusCode !== 200) {
    logger.warn({ status: signedIn.statusCode }, 'demo test not seeded: sign-in failed');
    return;
  }
  const headers = { authorization: `Bearer ${token}` };
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const children = (await call('GET', `/api/parent/${user.id}/children`)).json() as {
    children: { _id: string; name: string }[];
  };
  const child = children.children[0];
  if (!child) {
    return;
  }
  const form = {
    studentId: child._id,
    curriculum: 'CBSE',
    class: 'Class 6',
    subject: 'Mathematics',
    generationType: 'question_bank',
    paperType: 'chapter-wise',
    chapter: ['ch01-patterns-in-mathematics', 'ch02-lines-and-angles'],
    totalMarks: 20,
    requestId: 'demo-paper-1',
  };
  let generated: { generationId?: string } = {};
  // The child and the welcome bonus reach the other services as events, moments after the seed.
  const made = await until(async () => {
    const answer = await call('POST', '/api/question-bank/cbse/generate-paper', form);
    generated = (answer.json() as { paper?: { generationId: string } }).paper ?? {};
    return answer.statusCode === 200;
  });
  if (!made || !generated.generationId) {
    logger.warn('demo test not seeded: no bank paper');
    return;
  }
  const saved = await call('POST', '/api/papers/save-paper', {
    parentId: user.id,
    student: child._id,
    generationId: generated.generationId,
    title: 'Demo: patterns, lines and angles',
  });
  const { paperId } = saved.json() as { paperId?: string };
  if (!paperId) {
    // Saved on an earlier start: the schedule below was made then too.
    return;
  }
  const scheduled = await until(
    async () =>
      (
        await call('POST', '/api/tests/schedule', {
          user: user.id,
          studentName: child.name,
          paperId,
          scheduledDate: indianDate(new Date()),
          timeDuration: 45,
          requestId: 'demo-schedule-1',
        })
      ).statusCode === 200,
  );
  if (!scheduled) {
    logger.warn('demo test not seeded: scheduling failed');
  }
};
