import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake model behaves:
 * - `good`: every question valid for its slot;
 * - `invalid-json`: text that is not JSON, every time;
 * - `invalid-then-good`: the first answer has broken questions (duplicate options, a wrong
 *   section, a rubric that does not add up, a diagram with an event handler), later ones are good;
 * - `slow`: good, after `slowMs` (the client's abort ends the wait);
 * - `error-500`: an OpenAI-style 500 every time.
 * Explanation requests (structured output named `question_explanation`) are answered in the same
 * modes: a valid explanation, or first one with no steps and an unknown difficulty.
 */
export type FakeOpenAiMode = 'good' | 'invalid-json' | 'invalid-then-good' | 'slow' | 'error-500';

export interface FakeOpenAiOptions {
  mode?: FakeOpenAiMode;
  /** Wait before every answer, in every mode (the bench's 2 s model). */
  delayMs?: number;
  /** The wait of `slow`. */
  slowMs?: number;
}

interface Slot {
  slot: number;
  type: 'mcq' | 'true_false' | 'fill_blank' | 'short_answer' | 'long_answer';
  marks: number;
  section: string;
  difficulty: string;
  topic: { id: string; name: string; section: string; subTopics: string[] };
}

export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean } };
  };
  slots: Slot[];
  aborted: boolean;
}

/** An OpenAI-compatible Chat Completions server on a random local port, speaking the real protocol. */
export interface FakeOpenAi {
  /** The `OPENAI_BASE_URL` to give the client (ends in `/v1`). */
  readonly url: string;
  readonly requests: RecordedRequest[];
  mode: FakeOpenAiMode;
  delayMs: number;
  slowMs: number;
  /** Forgets the requests, and `invalid-then-good` breaks its next answer again. */
  reset(): void;
  close(): Promise<void>;
}

const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60"><rect x="10" y="10" width="80" height="40" fill="none" stroke="black"/><text x="50" y="35" text-anchor="middle">8 cm</text></svg>';

let nonce = 0;

/** A valid question for the slot, in the flat shape the worker's JSON schema asks for. */
const goodItem = (slot: Slot) => {
  const n = slot.slot;
  const id = `${++nonce}`;
  const base = {
    slot: n,
    type: slot.type,
    stem: `Question ${n} on ${slot.topic.name} (${id}): which of these is right?`,
    options: null as string[] | null,
    answer: null as string | null,
    acceptedAnswers: null as string[] | null,
    modelAnswer: null as string | null,
    rubric: null as { point: string; marks: number; accepted: string[] }[] | null,
    marks: slot.marks,
    difficulty: slot.difficulty,
    section: slot.section,
    topic: slot.topic.id,
    subTopic: slot.topic.subTopics[0],
    passage: null as string | null,
    diagram: n === 1 ? { svg: SAFE_SVG, alt: 'A rectangle 8 cm long' } : null,
    explanation: {
      detailedSolution: [`Work out question ${n} step by step.`, 'So the answer follows.'],
      keyConcepts: [slot.topic.name],
      relatedTopics: [],
    },
  };
  switch (slot.type) {
    case 'mcq':
      return { ...base, options: [`${n}`, `${n + 1}`, `${n + 2}`, `${n + 3}`], answer: 'B' };
    case 'true_false':
      return { ...base, stem: `Statement ${n} on ${slot.topic.name} (${id}).`, answer: 'True' };
    case 'fill_blank':
      return {
        ...base,
        stem: `Question ${n} (${id}): 3 + ${n} = ____`,
        acceptedAnswers: [`${3 + n}`],
      };
    case 'short_answer':
    case 'long_answer':
      return {
        ...base,
        stem: `Explain question ${n} on ${slot.topic.name} (${id}).`,
        modelAnswer: `A full answer to question ${n}.`,
        rubric: [
          { point: `The key idea of question ${n}`, marks: slot.marks, accepted: ['key idea'] },
        ],
      };
  }
};

/** Every third question broken in a way one of the checks must catch. */
const brokenItem = (slot: Slot, i: number) => {
  const item = goodItem(slot);
  switch (i % 4) {
    case 0:
      return item.options
        ? { ...item, options: ['7', '7', '8', '9'] }
        : { ...item, marks: slot.marks + 1 };
    case 1:
      return { ...item, section: slot.section === 'S1' ? 'S2' : 'S1' };
    case 2:
      return {
        ...item,
        diagram: { svg: '<svg onload="alert(1)"><rect width="1" height="1"/></svg>', alt: 'x' },
      };
    default:
      return item;
  }
};

const slotsOf = (body: RecordedRequest['body']): Slot[] => {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  const block = /```json\n([\s\S]*?)\n```/.exec(user?.content ?? '');
  if (!block) {
    return [];
  }
  return (JSON.parse(block[1]) as { slots?: Slot[] }).slots ?? [];
};

/** The question of an explanation request (the worker's second job), from the same JSON block. */
const explainedOf = (body: RecordedRequest['body']) => {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  const block = /```json\n([\s\S]*?)\n```/.exec(user?.content ?? '');
  const parsed = block
    ? (JSON.parse(block[1]) as { question?: { correctAnswer?: string; topic?: string } })
    : {};
  return parsed.question ?? {};
};

/** An explanation in the worker's schema; `broken` is one its checks must refuse (no steps). */
const explanationItem = (body: RecordedRequest['body'], broken: boolean) => {
  const question = explainedOf(body);
  return broken
    ? { detailedSolution: [], keyConcepts: [], relatedTopics: [], difficultyLevel: 'trivial' }
    : {
        detailedSolution: [
          `Work it out step by step (${++nonce}).`,
          `So the correct answer is ${question.correctAnswer ?? 'the key'}.`,
        ],
        keyConcepts: [question.topic ?? 'The idea tested'],
        relatedTopics: question.topic ? [question.topic] : [],
        difficultyLevel: 'medium',
      };
};

const completion = (model: string | undefined, content: string) => ({
  id: `chatcmpl-fake-${++nonce}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model: model ?? 'fake-model',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal: null },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Waits `ms`, or resolves false as soon as the client goes away. */
const waitUnlessGone = (response: ServerResponse, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (ms <= 0) {
      resolve(true);
      return;
    }
    const timer = setTimeout(() => resolve(true), ms);
    response.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });

export const startFakeOpenAi = async (options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> => {
  let answered = 0;
  const state = {
    mode: options.mode ?? 'good',
    delayMs: options.delayMs ?? 0,
    slowMs: options.slowMs ?? 60_000,
  };
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'GET' && request.url === '/v1/models') {
        json(response, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model' }] });
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        json(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
        return;
      }
      const body = JSON.parse(await readBody(request)) as RecordedRequest['body'];
      const record: RecordedRequest = {
        authorization: request.headers.authorization,
        body,
        slots: slotsOf(body),
        aborted: false,
      };
      requests.push(record);
      const wait = state.delayMs + (state.mode === 'slow' ? state.slowMs : 0);
      if (!(await waitUnlessGone(response, wait))) {
        record.aborted = true;
        return;
      }
      if (state.mode === 'error-500') {
        json(response, 500, {
          error: {
            message: 'The server had an error',
            type: 'server_error',
            param: null,
            code: null,
          },
        });
        return;
      }
      if (state.mode === 'invalid-json') {
        json(response, 200, completion(body.model, 'Sure! Here are your questions: {questions: ['));
        return;
      }
      const broken = state.mode === 'invalid-then-good' && answered === 0;
      answered++;
      if (body.response_format?.json_schema?.name === 'question_explanation') {
        json(response, 200, completion(body.model, JSON.stringify(explanationItem(body, broken))));
        return;
      }
      const questions = record.slots.map((slot, i) =>
        broken ? brokenItem(slot, i) : goodItem(slot),
      );
      json(response, 200, completion(body.model, JSON.stringify({ questions })));
    })().catch(() =>
      json(response, 500, { error: { message: 'fake failed', type: 'server_error' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeOpenAiMode) {
      state.mode = mode;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(ms: number) {
      state.slowMs = ms;
    },
    reset: () => {
      answered = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
