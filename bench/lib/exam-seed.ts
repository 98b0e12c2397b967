import { randomBytes } from 'node:crypto';
import { indianDate } from '@abhyas/contracts';
import type { JsonAnswer, JsonClient } from './json-client';
import { BANK_PAPER_FORMS } from './bank-paper-forms';
import { mapLimit, sleep } from './map-limit';

/** One child with a test scheduled for today, and what it signs in with. */
export interface SeededStudent {
  parentId: string;
  childId: string;
  name: string;
  username: string;
  pin: string;
  paperId: string;
  /** The address this child's browser calls from (X-Forwarded-For). */
  address: string;
}

const CHILD_NAMES = ['Aarav', 'Diya', 'Ishaan', 'Meera', 'Kabir', 'Anaya', 'Vihaan', 'Saanvi'];

const EVENT_WAIT_MS = 60_000;

const ok = <Body>(answer: JsonAnswer<Body>, what: string): Body => {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
};

/** Repeats a call while it answers 404: what it names reaches this service by an event. */
const untilKnown = async <Body>(
  call: () => Promise<JsonAnswer<Body>>,
): Promise<JsonAnswer<Body>> => {
  const deadline = Date.now() + EVENT_WAIT_MS;
  for (;;) {
    const answer = await call();
    if (answer.status !== 404 || Date.now() > deadline) {
      return answer;
    }
    await sleep(100);
  }
};

/** A distinct address per parent (172.16/12) and per student (10/8): homes, not one lab. */
export const parentAddress = (n: number): string =>
  `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;
export const studentAddress = (n: number): string =>
  `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface Family {
  number: number;
  address: string;
  parentId: string;
  token: string;
}

/** A parent signed up from their own address, once the ledger shows the welcome bonus. */
export const registerParent = async (client: JsonClient, number: number): Promise<Family> => {
  const address = parentAddress(number);
  const registered = ok(
    await client.request<{ token: string; user: { id: string } }>('POST', '/api/auth/register', {
      address,
      body: {
        role: 'parent',
        name: 'Bench Parent',
        email: `bench.parent.${number}@example.in`,
        password: 'bench-password',
        mobile: `7${String(number).padStart(9, '0')}`,
      },
    }),
    'register',
  );
  const family = { number, address, parentId: registered.user.id, token: registered.token };
  // The 50-credit welcome bonus is granted by the ledger on identity's event.
  const deadline = Date.now() + EVENT_WAIT_MS;
  for (;;) {
    const balance = await client.request<{ balance?: number }>(
      'GET',
      `/api/credits/balance/${family.parentId}`,
      family,
    );
    if (balance.status === 200 && (balance.body.balance ?? 0) >= 50) {
      return family;
    }
    if (Date.now() > deadline) {
      throw new Error(`no welcome bonus after ${EVENT_WAIT_MS} ms: ${JSON.stringify(balance)}`);
    }
    await sleep(200);
  }
};

/** Adds a child, generates and saves a bank paper for it, and schedules it for today. */
const childWithTest = async (
  client: JsonClient,
  family: Family,
  child: number,
  studentNumber: number,
): Promise<SeededStudent> => {
  const name = `${CHILD_NAMES[child % CHILD_NAMES.length]} ${String.fromCharCode(65 + Math.floor(child / CHILD_NAMES.length))}`;
  const added = ok(
    await client.request<{
      child: { _id: string };
      credentials: { username: string; pin: string };
    }>('POST', '/api/add-child', {
      ...family,
      body: { parentId: family.parentId, child: { name, class: 'Class 8' } },
    }),
    'add-child',
  );
  const childId = added.child._id;
  const paper = ok(
    await untilKnown(() =>
      client.request<{ paper: { generationId: string } }>(
        'POST',
        '/api/question-bank/cbse/generate-paper',
        {
          ...family,
          body: {
            ...BANK_PAPER_FORMS.chapterWise,
            studentId: childId,
            requestId: randomBytes(12).toString('hex'),
          },
        },
      ),
    ),
    'generate-paper',
  );
  const saved = ok(
    await client.request<{ paperId: string }>('POST', '/api/papers/save-paper', {
      ...family,
      body: {
        parentId: family.parentId,
        student: childId,
        generationId: paper.paper.generationId,
        title: `Exam morning ${name}`,
      },
    }),
    'save-paper',
  );
  ok(
    await untilKnown(() =>
      client.request('POST', '/api/tests/schedule', {
        ...family,
        body: {
          user: family.parentId,
          studentName: name,
          paperId: saved.paperId,
          scheduledDate: indianDate(new Date()),
          timeDuration: 30,
          requestId: randomBytes(12).toString('hex'),
        },
      }),
    ),
    'schedule',
  );
  return {
    parentId: family.parentId,
    childId,
    name,
    username: added.credentials.username,
    pin: added.credentials.pin,
    paperId: saved.paperId,
    address: studentAddress(studentNumber),
  };
};

/**
 * Parents numbered from `firstParent` (numbers stay unique across phases: emails, mobiles and
 * addresses derive from them), each with `childrenPerParent` children and a test for each.
 */
export const seedFamilies = async (
  client: JsonClient,
  options: { firstParent: number; parents: number; childrenPerParent: number; concurrency: number },
): Promise<SeededStudent[]> => {
  const numbers = Array.from({ length: options.parents }, (_, i) => options.firstParent + i);
  const perFamily = await mapLimit(numbers, options.concurrency, async (number) => {
    const family = await registerParent(client, number);
    const children: SeededStudent[] = [];
    for (let child = 0; child < options.childrenPerParent; child++) {
      children.push(
        await childWithTest(client, family, child, number * options.childrenPerParent + child),
      );
    }
    return children;
  });
  return perFamily.flat();
};
